import { z } from 'zod';
import { PERIOD_REMINDER_HOURS } from '@incasso/shared/recurring';
import { defineQueue } from '#server/jobs/queue.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AccountStanding } from '#server/modules/accounts/accounts.module.ts';
import type { PayerChoiceRequests } from '#server/modules/payments/payments.module.ts';
import { firstIndexAfter } from './period-calendar.ts';
import { claimDuePeriods } from './period-claims.ts';
import { calendarOf } from './recurring.presenter.ts';
import type { PeriodWithSchedule, RecurringRepository } from './recurring.repository.ts';
import type { RecurringNotices } from './recurring-notices.ts';
import type { ScheduleRow } from '#server/db/schema/recurring.ts';

/**
 * `recurring.run`: a sweep that opens the periods that fell due (one request each, emailed to
 * the payer), reminds payers before a window closes and marks unpaid periods missed. Every step
 * is guarded by a conditional write, so a sweep that stops anywhere is simply run again.
 */
export const recurringRunQueue = defineQueue('recurring.run', z.object({}), {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
});

// Every minute: a period's request goes out within a minute of its midnight.
export const RUN_CRON = '* * * * *';
const HOUR_MS = 60 * 60 * 1000;
/** Long enough for one request and its email; a process that died frees the period after it. */
const REQUEST_LEASE_MS = 2 * 60 * 1000;

export interface RecurringRunsDeps {
  repo: Pick<
    RecurringRepository,
    | 'activeSchedules'
    | 'awaitingRequest'
    | 'openToCheck'
    | 'openPeriod'
    | 'complete'
    | 'skipTo'
    | 'leaseRequest'
    | 'linkPayment'
    | 'markMissed'
    | 'markReminded'
    | 'markPaid'
    | 'reopenPaid'
  >;
  payments: Pick<PayerChoiceRequests, 'ensureRequest' | 'get'>;
  notices: RecurringNotices;
  /** What the merchant's plan unlocks and whether the account is active (accounts module). */
  standing(userId: string): Promise<AccountStanding | undefined | null>;
  now: () => Date;
  log: { error(details: object, message: string): void };
}

/** The request's reference, also how a run finds the request a stopped run already made. */
export const periodOrderId = (scheduleId: string, index: number) =>
  `recurring-${scheduleId}-${index + 1}`;

export function createRecurringRuns(deps: RecurringRunsDeps) {
  const { repo, payments, notices } = deps;

  /** Recurring payments are a paid-plan feature of an active account (SPEC section 1). */
  async function mayAsk(userId: string): Promise<boolean> {
    const standing = await deps.standing(userId);
    if (!standing?.active) return false;
    return standing.features.includes('subscriptions');
  }

  async function openDue(schedule: ScheduleRow, at: Date): Promise<void> {
    if (!(await mayAsk(schedule.userId))) {
      // As while paused: what falls due without the plan is skipped, not asked for later.
      const calendar = calendarOf(schedule);
      await repo.skipTo(schedule, firstIndexAfter(calendar, at, schedule.nextIndex));
      return;
    }
    await claimDuePeriods(repo, schedule, at);
  }

  async function miss(item: PeriodWithSchedule, at: Date): Promise<void> {
    if (await repo.markMissed(item.period.id, at)) await notices.missed(item);
  }

  async function request(item: PeriodWithSchedule, at: Date): Promise<void> {
    const { period, schedule } = item;
    // The sweep came after the window (the server was down): no request is worth sending.
    if (period.windowEndsAt <= at || !schedule.walletId) return miss(item, at);
    if (!(await repo.leaseRequest(period.id, new Date(Date.now() + REQUEST_LEASE_MS)))) return;
    let paymentId: string;
    try {
      const made = await payments.ensureRequest(
        schedule.userId,
        {
          fiatCents: period.amountCents,
          currency: period.currency,
          walletId: schedule.walletId,
          orderId: periodOrderId(schedule.id, period.periodIndex),
        },
        { currencies: schedule.currencies, expiresAt: period.windowEndsAt, heldFor: 'recurring' },
      );
      paymentId = made.id;
    } catch (error) {
      // The wallet no longer takes any of the schedule's coins: the period cannot be asked.
      if (error instanceof AppError && error.statusCode < 500) return miss(item, at);
      throw error;
    }
    // The email goes out before the link: a period is linked only once its payer was asked, so a
    // process that dies in between leaves it awaiting its request, and the retry finds the same
    // request (by its order id) and the same email (by its derived id), sending nothing twice.
    await notices.request({ period: { ...period, paymentId }, schedule });
    await repo.linkPayment(period.id, paymentId);
  }

  /** A period whose window closes soon (reminder) or has closed (paid late, or missed). */
  async function check(item: PeriodWithSchedule, at: Date): Promise<void> {
    const { period, schedule } = item;
    if (!period.paymentId) return;
    const payment = await payments.get(schedule.userId, period.paymentId);
    if (payment.status === 'CONFIRMED') {
      await repo.markPaid(period.paymentId, at);
      return;
    }
    if (period.windowEndsAt <= at) {
      // Money was seen and awaits its confirmations: the confirmation decides.
      if (payment.status === 'DETECTED' || payment.status === 'CONFIRMING') return;
      return miss(item, at);
    }
    if (payment.status === 'PENDING' && payment.paidBaseUnits === '0') {
      if (await repo.markReminded(period.id, at)) await notices.reminder(item);
    }
  }

  async function each<T>(items: T[], work: (item: T) => Promise<void>, failures: unknown[]) {
    for (const item of items) {
      try {
        await work(item);
      } catch (error) {
        deps.log.error({ err: error }, 'recurring run step failed');
        failures.push(error);
      }
    }
  }

  async function sweep(): Promise<void> {
    const at = deps.now();
    const failures: unknown[] = [];
    for (let page = await repo.activeSchedules(); page.length > 0;) {
      await each(page, (schedule) => openDue(schedule, at), failures);
      page = await repo.activeSchedules(page.at(-1)?.id);
    }
    await each(await repo.awaitingRequest(), (item) => request(item, at), failures);
    const remindFrom = new Date(at.getTime() + PERIOD_REMINDER_HOURS * HOUR_MS);
    const closing = await repo.openToCheck(at, remindFrom);
    await each(closing, (item) => check(item, at), failures);
    if (failures.length > 0) {
      throw new AggregateError(failures, `${failures.length} recurring steps failed`);
    }
  }

  // Sweeps of one process run one after the other; other processes are kept off by the leases.
  let running: Promise<void> = Promise.resolve();

  return {
    /** One sweep at the clock's now; throws (so the job retries) if any step failed. */
    run(): Promise<void> {
      const next = running.then(sweep, sweep);
      running = next.catch(() => undefined);
      return next;
    },

    /** A confirmed request pays its period (late too): events arrive at least once. */
    async paid(paymentId: string): Promise<void> {
      await repo.markPaid(paymentId, deps.now());
    },

    /** A reorg took back the confirmation that paid a period (decision note 053). */
    async unpaid(paymentId: string): Promise<void> {
      await repo.reopenPaid(paymentId);
    },
  };
}

export type RecurringRuns = ReturnType<typeof createRecurringRuns>;
