import { FIAT_CURRENCIES } from '@incasso/shared/money';
import type { RevenueTrend } from '@incasso/shared/insights';
import type { InsightSums } from './insight-sums.ts';

/** Revenue, count and average ticket per fiat currency, against the window before. */
export function revenueTrends(paid: InsightSums['paid']): RevenueTrend[] {
  return FIAT_CURRENCIES.flatMap((fiatCurrency) => {
    const rows = paid.filter((row) => row.fiatCurrency === fiatCurrency);
    const total = (current: boolean, key: 'count' | 'cents') =>
      rows.filter((row) => row.current === current).reduce((sum, row) => sum + row[key], 0);
    const count = total(true, 'count');
    const previousCount = total(false, 'count');
    if (count === 0 && previousCount === 0) return [];
    const revenueCents = total(true, 'cents');
    return [
      {
        fiatCurrency,
        revenueCents,
        previousRevenueCents: total(false, 'cents'),
        count,
        previousCount,
        averageTicketCents: count === 0 ? null : Math.round(revenueCents / count),
      },
    ];
  });
}
