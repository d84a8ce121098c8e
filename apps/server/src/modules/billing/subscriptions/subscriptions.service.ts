import type { DowngradeInput } from '@incasso/shared/billing';
import type { PlanId } from '@incasso/shared/plans';
import type { Database } from '#server/db/client.ts';
import type { BillingChargeRow } from '#server/db/schema/billing.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { BillingRepository } from '../billing.repository.ts';
import { addInterval, nextPeriodStart, subscriptionState } from './subscription-state.ts';

export interface SubscriptionsDeps {
  db: Database;
  repo: BillingRepository;
  /** The account's plan, which gates its features (accounts module). */
  accounts: { setPlan(userId: string, planId: PlanId): Promise<void> };
  now: () => Date;
}

export interface PlanChange {
  from: PlanId | null;
  to: PlanId;
}

const noPaidPlan = () =>
  new AppError(409, 'noPaidPlan', 'There is no paid plan to end: the account is on Free.');

/**
 * Paid time: what it is now, a paid charge turned into a period, the merchant's move back to
 * Free, and the account's plan kept in step with all of it.
 */
export function createSubscriptions(deps: SubscriptionsDeps) {
  const { db, repo, now } = deps;

  async function load(userId: string, at = now()) {
    const [account, periods] = await Promise.all([repo.account(userId), repo.periods(userId)]);
    return { account, periods, state: subscriptionState(periods, at, account.cancelAtPeriodEnd) };
  }

  /**
   * Puts the plan billing wants on the account, if it differs from the one billing last put
   * there. A plan billing never gave (an administrator's, the demo's) is left alone until the
   * merchant pays for one. Idempotent.
   */
  async function sync(userId: string, at = now()): Promise<PlanChange | null> {
    const { account, state } = await load(userId, at);
    const from = account.appliedPlanId;
    if (from === state.planId || (from === null && state.planId === 'free')) return null;
    await deps.accounts.setPlan(userId, state.planId);
    await repo.setAppliedPlan(userId, state.planId);
    return { from, to: state.planId };
  }

  return {
    load,
    sync,

    /**
     * The payment of a charge arrived: the charge is paid (once, whatever the number of
     * hand-overs) and a plan charge becomes a period: at once for an upgrade (cutting the
     * running period short), else after the paid time. Returns the charge the first time only.
     */
    async activate(paymentId: string): Promise<BillingChargeRow | undefined> {
      const at = now();
      return db.transaction(async (tx) => {
        const charge = await repo.claimPaid(tx, paymentId, at);
        if (!charge || charge.kind !== 'plan' || !charge.planId || !charge.interval) return charge;
        const account = await repo.lockAccount(tx, charge.userId);
        const periods = await repo.periods(charge.userId, tx);
        const state = subscriptionState(periods, at, account.cancelAtPeriodEnd);
        const startsAt = nextPeriodStart(state, charge.startsAtPeriodEnd, at);
        if (!charge.startsAtPeriodEnd) await repo.endPaidTime(tx, charge.userId, at);
        await repo.insertPeriod(tx, {
          userId: charge.userId,
          chargeId: charge.id,
          planId: charge.planId,
          interval: charge.interval,
          valueCents: charge.valueCents,
          startsAt,
          endsAt: addInterval(startsAt, charge.interval),
        });
        // Paying again means carrying on: a Free chosen earlier is called off.
        await repo.setCancelAtPeriodEnd(tx, charge.userId, false);
        return charge;
      });
    },

    /**
     * Back to Free: at the end of the paid time (no reminders, no grace), or at once (what was
     * paid is not refunded: the payments went straight to the platform's wallets).
     */
    async downgrade(userId: string, when: DowngradeInput['when']): Promise<void> {
      const at = now();
      const { state } = await load(userId, at);
      if (state.status === 'none') throw noPaidPlan();
      await db.transaction(async (tx) => {
        await repo.lockAccount(tx, userId);
        if (when === 'now') await repo.endPaidTime(tx, userId, at);
        await repo.setCancelAtPeriodEnd(tx, userId, when === 'periodEnd');
      });
      await sync(userId, at);
    },

    /** Calls off a Free chosen from the end of the paid time. */
    async keepPlan(userId: string): Promise<void> {
      const { state } = await load(userId);
      if (state.status !== 'active') throw noPaidPlan();
      await db.transaction(async (tx) => {
        await repo.lockAccount(tx, userId);
        await repo.setCancelAtPeriodEnd(tx, userId, false);
      });
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
