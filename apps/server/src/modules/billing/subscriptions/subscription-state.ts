import { BILLING_GRACE_DAYS, RENEWAL_REMINDER_DAYS } from '@incasso/shared/billing';
import type { BillingInterval, PaidPlanId, PlanId } from '@incasso/shared/plans';

// The rules of paid time, as pure functions of the stored periods and a clock (decision note
// 042), so the routes, the activation and the renewal job all read the same answer.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const GRACE_MS = BILLING_GRACE_DAYS * DAY_MS;

export interface Period {
  planId: PaidPlanId;
  interval: BillingInterval;
  /** The list price of the period, for the credit of an upgrade that cuts it short. */
  valueCents: number;
  startsAt: Date;
  endsAt: Date;
}

export interface SubscriptionState {
  /** `none`: no paid time now or in grace, so billing wants the account on Free. */
  status: 'active' | 'grace' | 'none';
  planId: PlanId;
  /** The period running now, or in grace the one that ended. */
  current: Period | null;
  /** The end of the paid time that runs on from now without a gap. */
  paidUntil: Date | null;
  graceEndsAt: Date | null;
  /** The first period paid ahead of the current one. */
  upcoming: Period | null;
}

const NONE: SubscriptionState = {
  status: 'none',
  planId: 'free',
  current: null,
  paidUntil: null,
  graceEndsAt: null,
  upcoming: null,
};

/** One month or one year later (UTC); the 31st becomes the month's last day, 29 Feb the 28th. */
export function addInterval(start: Date, interval: BillingInterval): Date {
  const months = interval === 'monthly' ? 1 : 12;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * Where the merchant stands at `now`: the period running (active), the 3 days after the paid
 * time ended (grace, unless they chose Free from the end), or nothing (Free).
 */
export function subscriptionState(
  periods: readonly Period[],
  now: Date,
  cancelAtPeriodEnd: boolean,
): SubscriptionState {
  const sorted = periods
    .filter((p) => p.endsAt > p.startsAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const current = sorted.findLast((p) => p.startsAt <= now && now < p.endsAt);
  if (current) {
    let paidUntil = current.endsAt;
    let upcoming: Period | null = null;
    for (const period of sorted) {
      if (period === current || period.startsAt < current.endsAt) continue;
      if (period.startsAt > paidUntil) break;
      upcoming ??= period;
      if (period.endsAt > paidUntil) paidUntil = period.endsAt;
    }
    return {
      status: 'active',
      planId: current.planId,
      current,
      paidUntil,
      graceEndsAt: null,
      upcoming,
    };
  }
  const ended = sorted
    .filter((p) => p.endsAt <= now)
    .reduce<Period | undefined>(
      (last, p) => (last && last.endsAt >= p.endsAt ? last : p),
      undefined,
    );
  if (!ended || cancelAtPeriodEnd) return NONE;
  const graceEndsAt = new Date(ended.endsAt.getTime() + GRACE_MS);
  if (now >= graceEndsAt) return NONE;
  return {
    status: 'grace',
    planId: ended.planId,
    current: ended,
    paidUntil: ended.endsAt,
    graceEndsAt,
    upcoming: null,
  };
}

/**
 * The reminder due now (7 or 1 days before the paid time ends), or null. A job that runs late
 * sends only the one whose window it is in: a merchant never gets the 7-day one a day before.
 */
export function dueReminder(
  state: SubscriptionState,
  now: Date,
  cancelAtPeriodEnd: boolean,
): (typeof RENEWAL_REMINDER_DAYS)[number] | null {
  if (state.status !== 'active' || cancelAtPeriodEnd || !state.paidUntil) return null;
  const left = state.paidUntil.getTime() - now.getTime();
  const due = [...RENEWAL_REMINDER_DAYS]
    .sort((a, b) => a - b)
    .find((days) => left <= days * DAY_MS);
  return due ?? null;
}

/**
 * What is left of the paid time from `now` on, in cents of its list price, rounded down: the
 * credit an upgrade takes off its price. Integer arithmetic, so no cent is lost to a float.
 */
export function unusedCredit(periods: readonly Period[], now: Date): number {
  let credit = 0n;
  for (const period of periods) {
    const length = BigInt(period.endsAt.getTime() - period.startsAt.getTime());
    if (length <= 0n || period.endsAt <= now) continue;
    const from = period.startsAt > now ? period.startsAt : now;
    const left = BigInt(period.endsAt.getTime() - from.getTime());
    credit += (BigInt(period.valueCents) * left) / length;
  }
  return Number(credit);
}

/**
 * When a newly paid plan period starts: at once for an upgrade or when nothing is paid, else
 * where the paid time ends (a renewal paid in grace starts where the last period ended, so the
 * grace days are part of it).
 */
export function nextPeriodStart(
  state: SubscriptionState,
  startsAtPeriodEnd: boolean,
  now: Date,
): Date {
  if (!startsAtPeriodEnd || state.status === 'none' || !state.paidUntil) return now;
  return state.paidUntil;
}
