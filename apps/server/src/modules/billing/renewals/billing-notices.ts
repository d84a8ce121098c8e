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
  /** A person's email and language (accounts module). */
  contact(userId: string): Promise<{ email: string; locale: Locale } | undefined>;
  /**
   * Who hears of the merchant's plan: its owner (accounts module), who may no longer be the
   * founder whose account the merchant is (decision note 091).
   */
  audience(merchantId: string): Promise<readonly string[]>;
  planName(planId: PlanId): Promise<string>;
  publicUrl: string;
}

/** A day as notifications carry it: the web shows it in the reader's language. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What billing tells a merchant's owner, in the app and by email. Each notice has an id
 * derived from its cause (the merchant, the end of the paid time, the kind), used for the
 * notification and the email job alike: a job run again, or an event handed over again, tells
 * them once. A recipient other than the founder gets that id derived once more with their own.
 */
export function createBillingNotices(deps: BillingNoticesDeps) {
  const billingUrl = `${deps.publicUrl}/dashboard/settings/billing`;

  /** `tell(person, id)` for each person the merchant's plan concerns, with their own id. */
  async function toOwners(
    merchantId: string,
    id: string,
    tell: (person: string, id: string) => Promise<unknown>,
  ) {
    for (const person of await deps.audience(merchantId)) {
      await tell(person, person === merchantId ? id : derivedId(id, person));
    }
  }

  async function email(person: string, id: string, notice: PlanRenewalNotice) {
    const contact = await deps.contact(person);
    if (!contact) return;
    await deps.mail.send(planRenewalMessage(contact.email, contact.locale, notice, billingUrl), {
      id,
    });
  }

  return {
    async reminder(userId: string, planId: PlanId, endsOn: Date, days: number) {
      const id = derivedId('billing.renewalReminder', userId, endsOn.toISOString(), String(days));
      const plan = await deps.planName(planId);
      await toOwners(userId, id, async (person, key) => {
        await email(person, key, { kind: 'reminder', plan, endsOn, days });
        await deps.notifications.notify(
          person,
          'billing.renewalReminder',
          { plan, date: day(endsOn), days },
          { sourceEventId: key },
        );
      });
    },

    async grace(userId: string, planId: PlanId, endedOn: Date, graceEndsOn: Date) {
      const id = derivedId('billing.gracePeriod', userId, endedOn.toISOString());
      const plan = await deps.planName(planId);
      await toOwners(userId, id, async (person, key) => {
        await email(person, key, { kind: 'grace', plan, endedOn, graceEndsOn });
        await deps.notifications.notify(
          person,
          'billing.gracePeriod',
          { plan, date: day(endedOn), graceEnd: day(graceEndsOn) },
          { sourceEventId: key },
        );
      });
    },

    async ended(userId: string, planId: PlanId, endedOn: Date | null) {
      const id = derivedId('billing.planEnded', userId, endedOn?.toISOString() ?? 'unpaid');
      const plan = await deps.planName(planId);
      await toOwners(userId, id, async (person, key) => {
        await email(person, key, { kind: 'ended', plan });
        await deps.notifications.notify(
          person,
          'billing.planEnded',
          { plan },
          { sourceEventId: key },
        );
      });
    },

    /**
     * In the app only: the merchant has just paid on the pay page. Keyed by the confirmation
     * event, through a derived id: the platform account's own notice takes the event's id.
     */
    async activated(userId: string, planId: PlanId, paidUntil: Date, eventId: string) {
      const params = { plan: await deps.planName(planId), date: day(paidUntil) };
      await toOwners(userId, derivedId('billing.planActivated', eventId), (person, key) =>
        deps.notifications.notify(person, 'billing.planActivated', params, { sourceEventId: key }),
      );
    },

    async feesSettled(userId: string, cents: number, currency: FiatCurrency, eventId: string) {
      const params = { amount: centsToDecimalString(cents), currency };
      await toOwners(userId, derivedId('billing.feesSettled', eventId), (person, key) =>
        deps.notifications.notify(person, 'billing.feesSettled', params, { sourceEventId: key }),
      );
    },
  };
}

export type BillingNotices = ReturnType<typeof createBillingNotices>;
