import { listener } from '../reactions.ts';
import type { BillingRepository } from './billing.repository.ts';
import type { BillingNotices } from './renewals/billing-notices.ts';
import type { Subscriptions } from './subscriptions/subscriptions.service.ts';

export interface BillingPaymentsDeps {
  repo: Pick<BillingRepository, 'findChargeByPayment' | 'markExpired' | 'periods' | 'setReversed'>;
  subscriptions: Pick<Subscriptions, 'activate' | 'sync'>;
  notices: Pick<BillingNotices, 'activated' | 'feesSettled'>;
}

/**
 * The platform's payment requests as billing sees them (decision notes 031 and 042): a
 * confirmed one pays its charge and activates what it bought; one that expired or was
 * cancelled leaves its charge open to a late payment but out of the merchant's list. A
 * confirmation a reorg took back keeps what was bought, flagged for an administrator until the
 * payment is confirmed again (decision note 053): a reorg is nobody's doing, and its
 * transaction is usually mined again at once. Events arrive at least once: activation happens
 * once, the plan sync, the flag and notices are idempotent.
 */
export function billingListeners(deps: BillingPaymentsDeps) {
  const { repo, subscriptions, notices } = deps;

  return [
    listener(['payment.confirmed'], 'billing.activation', async (event) => {
      const charge = await repo.findChargeByPayment(event.data.id);
      if (!charge) return;
      if (charge.reversedAt) await repo.setReversed(charge.paymentId, null);
      await subscriptions.activate(charge.paymentId);
      await subscriptions.sync(charge.userId);
      if (charge.kind === 'fees') {
        await notices.feesSettled(charge.userId, charge.amountCents, charge.currency, event.id);
        return;
      }
      const period = (await repo.periods(charge.userId)).find((p) => p.chargeId === charge.id);
      if (charge.planId && period) {
        await notices.activated(charge.userId, charge.planId, period.endsAt, event.id);
      }
    }),
    listener(['payment.timed_out', 'payment.cancelled'], 'billing.expiry', async (event) => {
      await repo.markExpired(event.data.id);
    }),
    listener(['payment.confirmation_reverted'], 'billing.reversal', async (event) => {
      await repo.setReversed(event.data.id, new Date(event.occurredAt));
    }),
  ];
}
