import { FIAT_CURRENCIES } from '@incasso/shared/money';
import type { RevenueSeries } from '@incasso/shared/stats';
import type { RevenueBucket } from '#server/modules/transactions/transactions.module.ts';

/**
 * One series per fiat currency with every day present: the ledger only returns the days that
 * earned something, and a chart or a screen reader needs the quiet days as zeros.
 */
export function toRevenueSeries(
  days: readonly string[],
  buckets: RevenueBucket[],
): RevenueSeries[] {
  return FIAT_CURRENCIES.map((fiatCurrency) => {
    const points = days.map((day) => ({ day, revenueCents: 0, feeCents: 0, count: 0 }));
    for (const bucket of buckets) {
      const point = points[bucket.index];
      if (bucket.fiatCurrency !== fiatCurrency || !point) continue;
      point.revenueCents += bucket.revenueCents;
      point.feeCents += bucket.feeCents;
      point.count += bucket.count;
    }
    const total = (key: 'revenueCents' | 'feeCents' | 'count') =>
      points.reduce((sum, point) => sum + point[key], 0);
    return {
      fiatCurrency,
      revenueCents: total('revenueCents'),
      feeCents: total('feeCents'),
      count: total('count'),
      days: points,
    };
  });
}
