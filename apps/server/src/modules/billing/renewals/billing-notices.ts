import { centsToDecimalString, type FiatCurrency } from '@incasso/shared/money';
import type { Locale } from '@incasso/shared/locale';
import type { PlanId } from '@incasso/shared/plans';
import { derivedId } from '#server/lib/derived-id.ts';
import {
  type MailSender,
  planRenewalMessage,
  type PlanRenewalNotice,
} from '#server/modules/mail/mail.module.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';

export interface BillingNoticesDeps {
  notifications: Pick<NotificationsService, 'notify'>;
  mail: MailSender;
  /** The merchant's email and language (accounts module). */
  contact(userId: string): Promise<{ email: string; locale: Locale } | undefined>;
  planName(planId: PlanId): Promise<string>;
  publicUrl: string;
}

/** A day as notifications carry it: the web shows it in the reader's language. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What billing tells a merchant, in the app and by email. Each notice has an id derived from
 * its cause (the merchant, the end of the paid time, the kind), used for the notification and
 * the email job alike: a job run again, or an event handed over again, tells them once.
 */
export function createBillingNotices(deps: BillingNoticesDeps) {
  const billingUrl = `${deps.publicUrl}/dashboard/settings/billing`;

  async function email(userId: string, id: string, notice: PlanRenewalNotice) {
    const contact = await deps.contact(userId);
    if (!contact) return;
    await deps.mail.send(planRenewalMessage(contact.email, contact.locale, notice, billingUrl), {
      id,
    });
  }

  return {
    async reminder(userId: string, planId: PlanId, endsOn: Date, days: number) {
      const id = derivedId('billing.renewalReminder', userId, endsOn.toISOString(), String(days));
      const plan = await deps.planName(planId);
      await email(userId, id, { kind: 'reminder', plan, endsOn, days });
      await deps.notifications.notify(
        userId,
        'billing.renewalReminder',
        { plan, date: day(endsOn), days },
        { sourceEventId: id },
      );
    },

    async grace(userId: string, planId: PlanId, endedOn: Date, graceEndsOn: Date) {
      const id = derivedId('billing.gracePeriod', userId, endedOn.toISOString());
      const plan = await deps.planName(planId);
      await email(userId, id, { kind: 'grace', plan, endedOn, graceEndsOn });
      await deps.notifications.notify(
        userId,
        'billing.gracePeriod',
        { plan, date: day(endedOn), graceEnd: day(graceEndsOn) },
        { sourceEventId: id },
      );
    },

    async ended(userId: string, planId: PlanId, endedOn: Date | null) {
      const id = derivedId('billing.planEnded', userId, endedOn?.toISOString() ?? 'unpaid');
      const plan = await deps.planName(planId);
      await email(userId, id, { kind: 'ended', plan });
      await deps.notifications.notify(userId, 'billing.planEnded', { plan }, { sourceEventId: id });
    },

    /**
     * In the app only: the merchant has just paid on the pay page. Keyed by the confirmation
     * event, through a derived id: the platform account's own notice takes the event's id.
     */
    async activated(userId: string, planId: PlanId, paidUntil: Date, eventId: string) {
      await deps.notifications.notify(
        userId,
        'billing.planActivated',
        { plan: await deps.planName(planId), date: day(paidUntil) },
        { sourceEventId: derivedId('billing.planActivated', eventId) },
      );
    },

    async feesSettled(userId: string, cents: number, currency: FiatCurrency, eventId: string) {
      await deps.notifications.notify(
        userId,
        'billing.feesSettled',
        { amount: centsToDecimalString(cents), currency },
        { sourceEventId: derivedId('billing.feesSettled', eventId) },
      );
    },
  };
}

export type BillingNotices = ReturnType<typeof createBillingNotices>;
