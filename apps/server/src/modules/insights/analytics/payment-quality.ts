import type { Insights } from '@incasso/shared/insights';
import { confirmedIn, shareBps, type PaymentFact, type Window } from './payment-facts.ts';
import { median, quantile } from './robust-stats.ts';

/** How the window's confirmed payments went: time to confirm, late, short and over payments. */
export function paymentQuality(facts: readonly PaymentFact[], window: Window): Insights['quality'] {
  const confirmed = confirmedIn(facts, window);
  const seconds = confirmed.map((fact) =>
    Math.max(0, Math.floor((fact.confirmedAt.getTime() - fact.createdAt.getTime()) / 1000)),
  );
  const share = (flag: 'paidLate' | 'underpaid' | 'overpaid') =>
    shareBps(confirmed.filter((fact) => fact[flag]).length, confirmed.length);
  return {
    medianSecondsToConfirm: median(seconds),
    p90SecondsToConfirm: quantile(seconds, 0.9),
    lateBps: share('paidLate'),
    underpaidBps: share('underpaid'),
    overpaidBps: share('overpaid'),
  };
}
