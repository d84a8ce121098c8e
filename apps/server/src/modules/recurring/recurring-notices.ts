import { centsToDecimalString } from '@incasso/shared/money';
import { derivedId } from '#server/lib/derived-id.ts';
import { type MailSender, recurringRequestMessage } from '#server/modules/mail/mail.module.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import { dayIn } from '#server/lib/calendar-days.ts';
import type { PeriodWithSchedule } from './recurring.repository.ts';
import { payUrl } from '#server/modules/payments/payments.module.ts';

/** A window ends at a midnight: the payer's last day to pay is the day before it. */
const lastInstant = (windowEndsAt: Date) => new Date(windowEndsAt.getTime() - 1);

export interface RecurringNoticesDeps {
  mail: MailSender;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The name the payer knows the merchant by (accounts module). */
  merchantName(userId: string): Promise<string>;
  publicUrl: string;
}

/**
 * What a period tells the payer (by email, in their language) and the merchant (in the app).
 * Ids derive from the period, so a sweep run again sends nothing twice.
 */
export function createRecurringNotices(deps: RecurringNoticesDeps) {
  async function email(kind: 'request' | 'reminder', { period, schedule }: PeriodWithSchedule) {
    if (!period.paymentId) return;
    const notice = {
      kind,
      merchant: await deps.merchantName(schedule.userId),
      customerName: schedule.customerName,
      description: schedule.description,
      amountCents: period.amountCents,
      currency: period.currency,
      number: period.periodIndex + 1,
      payBy: lastInstant(period.windowEndsAt),
      timeZone: schedule.timeZone,
    };
    const url = payUrl(deps.publicUrl, period.paymentId);
    await deps.mail.send(
      recurringRequestMessage(schedule.customerEmail, schedule.customerLocale, notice, url),
      { id: derivedId(`recurring.${kind}`, period.id) },
    );
  }

  return {
    request: (item: PeriodWithSchedule) => email('request', item),
    reminder: (item: PeriodWithSchedule) => email('reminder', item),

    async missed({ period, schedule }: PeriodWithSchedule) {
      await deps.notifications.notify(
        schedule.userId,
        'recurring.periodMissed',
        {
          customer: schedule.customerName,
          description: schedule.description,
          number: period.periodIndex + 1,
          amount: centsToDecimalString(period.amountCents),
          currency: period.currency,
          date: dayIn(lastInstant(period.windowEndsAt), schedule.timeZone),
        },
        { sourceEventId: derivedId('recurring.periodMissed', period.id) },
      );
    },
  };
}

export type RecurringNotices = ReturnType<typeof createRecurringNotices>;
