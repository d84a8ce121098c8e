import type { Insights } from '@incasso/shared/insights';
import type { InsightSums } from './insight-sums.ts';
import { shareBps } from './windows.ts';

/** How the window's confirmed payments went: time to confirm, late, short and over payments. */
export function paymentQuality(sums: InsightSums): Insights['quality'] {
  const total = (key: 'count' | 'late' | 'underpaid' | 'overpaid') =>
    sums.paid.filter((row) => row.current).reduce((sum, row) => sum + row[key], 0);
  const confirmed = total('count');
  return {
    medianSecondsToConfirm: sums.confirmSeconds?.[0] ?? null,
    p90SecondsToConfirm: sums.confirmSeconds?.[1] ?? null,
    lateBps: shareBps(total('late'), confirmed),
    underpaidBps: shareBps(total('underpaid'), confirmed),
    overpaidBps: shareBps(total('overpaid'), confirmed),
  };
}
