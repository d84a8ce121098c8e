import { z } from 'zod';
import { defineQueue } from '#server/jobs/queue.ts';
import type { BillingRepository } from '../billing.repository.ts';
import { dueReminder, GRACE_MS, type Period } from '../subscriptions/subscription-state.ts';
import type { Subscriptions } from '../subscriptions/subscriptions.service.ts';
import type { BillingNotices } from './billing-notices.ts';

/**
 * `plans.renew`: a sweep over the merchants with paid time that sends the reminders, starts the
 * grace and puts an account back on Free once it is over. Every step is idempotent, so a sweep
 * that fails half-way is simply run again.
 */
export const renewQueue = defineQueue('plans.renew', z.object({}), {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
});

// Often enough that an expiry takes effect within minutes; the sweep reads a few rows each.
export const RENEW_CRON = '*/5 * * * *';

export interface RenewalsDeps {
  repo: Pick<BillingRepository, 'renewalCandidates'>;
  subscriptions: Pick<Subscriptions, 'load' | 'sync'>;
  notices: Pick<BillingNotices, 'reminder' | 'grace' | 'ended'>;
  now: () => Date;
  log: { error(details: object, message: string): void };
}

function lastEnd(periods: readonly Period[], at: Date): Date | null {
  const ended = periods.filter((p) => p.endsAt <= at).map((p) => p.endsAt.getTime());
  return ended.length > 0 ? new Date(Math.max(...ended)) : null;
}

export function createRenewals(deps: RenewalsDeps) {
  const { subscriptions, notices } = deps;

  async function renew(userId: string, at: Date): Promise<void> {
    const { account, periods, state } = await subscriptions.load(userId, at);
    const change = await subscriptions.sync(userId, at);
    if (change && change.to === 'free' && change.from && change.from !== 'free') {
      await notices.ended(userId, change.from, lastEnd(periods, at));
    }
    const days = dueReminder(state, at, account.cancelAtPeriodEnd);
    if (days !== null && state.paidUntil) {
      await notices.reminder(userId, state.planId, state.paidUntil, days);
    }
    if (state.status === 'grace' && state.paidUntil && state.graceEndsAt) {
      await notices.grace(userId, state.planId, state.paidUntil, state.graceEndsAt);
    }
  }

  return {
    /** One sweep at the clock's now; throws (so the job retries) if any merchant failed. */
    async run(): Promise<void> {
      const at = deps.now();
      const failures: unknown[] = [];
      for (const userId of await deps.repo.renewalCandidates(new Date(at.getTime() - GRACE_MS))) {
        try {
          await renew(userId, at);
        } catch (error) {
          deps.log.error({ err: error, userId }, 'plan renewal failed');
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(failures, `${failures.length} plan renewals failed`);
      }
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
