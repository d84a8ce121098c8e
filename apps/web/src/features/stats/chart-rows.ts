import type { FiatCurrency } from '@incasso/shared/money';
import type { RevenueSeries } from '@incasso/shared/stats';

/** One point of the chart: the day and each currency's revenue in cents. */
export type ChartRow = { day: string } & Partial<Record<FiatCurrency, number>>;

/** The currencies that earned something in the period: the chart draws one line for each. */
export function earningSeries(series: readonly RevenueSeries[]): RevenueSeries[] {
  return series.filter((item) => item.count > 0);
}

/** Recharts wants rows per x value; the API gives series per currency, each with every day. */
export function chartRows(series: readonly RevenueSeries[]): ChartRow[] {
  const first = series[0];
  if (!first) return [];
  return first.days.map(({ day }, index) => {
    const row: ChartRow = { day };
    for (const item of series) row[item.fiatCurrency] = item.days[index]?.revenueCents ?? 0;
    return row;
  });
}
