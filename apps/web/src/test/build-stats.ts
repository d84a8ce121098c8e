import { FIAT_CURRENCIES, type FiatCurrency } from '@incasso/shared/money';
import type { RevenueStats } from '@incasso/shared/stats';

const FIRST_DAY = Date.parse('2026-03-01T00:00:00Z');
const DAY_MS = 86_400_000;

/**
 * What GET /api/stats/revenue answers for 7 days from 1 March 2026, with the cents earned each
 * day per currency (a currency left out earned nothing); each earning day counts one payment
 * whose fee is 1 % of it.
 */
export function buildRevenueStats(
  cents: Partial<Record<FiatCurrency, number[]>> = {},
  overrides: Partial<RevenueStats> = {},
): RevenueStats {
  const dayList = Array.from({ length: 7 }, (_, index) =>
    new Date(FIRST_DAY + index * DAY_MS).toISOString().slice(0, 10),
  );
  const series = FIAT_CURRENCIES.map((fiatCurrency) => {
    const days = dayList.map((day, index) => {
      const revenueCents = cents[fiatCurrency]?.[index] ?? 0;
      return {
        day,
        revenueCents,
        feeCents: Math.round(revenueCents / 100),
        count: revenueCents > 0 ? 1 : 0,
      };
    });
    const sum = (key: 'revenueCents' | 'feeCents' | 'count') =>
      days.reduce((total, day) => total + day[key], 0);
    return {
      fiatCurrency,
      days,
      revenueCents: sum('revenueCents'),
      feeCents: sum('feeCents'),
      count: sum('count'),
    };
  });
  const earned = series.some((item) => item.count > 0);
  return {
    days: 7,
    timeZone: 'Europe/Rome',
    from: dayList[0] ?? '',
    to: dayList.at(-1) ?? '',
    series,
    firstPaymentAt: earned ? '2026-03-01T10:15:00.000Z' : null,
    ...overrides,
  };
}
