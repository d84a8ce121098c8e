import { FIAT_CURRENCIES } from '@incasso/shared/money';
import {
  FORECAST_BASIS_DAYS,
  FORECAST_HORIZON_DAYS,
  type Forecast,
} from '@incasso/shared/insights';
import type { InsightSums } from './insight-sums.ts';

/** About 95 % of a normal distribution lies within this many standard deviations. */
const Z_95 = 1.96;

/**
 * The next FORECAST_HORIZON_DAYS' revenue per fiat currency, from the daily revenue of the last
 * FORECAST_BASIS_DAYS (days with nothing count as zero): the mean day times the horizon, with
 * an interval from the days' spread. An estimate, so computed in floating point and rounded to
 * whole cents once; only currencies that earned something in the basis get one.
 */
export function revenueForecast(forecastDays: InsightSums['forecastDays']): Forecast[] {
  return FIAT_CURRENCIES.flatMap((fiatCurrency) => {
    const rows = forecastDays.filter((row) => row.fiatCurrency === fiatCurrency);
    if (rows.length === 0) return [];
    const days = Array.from({ length: FORECAST_BASIS_DAYS }, () => 0);
    for (const { daysAgo, cents } of rows) days[daysAgo] = (days[daysAgo] ?? 0) + cents;
    const mean = days.reduce((sum, day) => sum + day, 0) / days.length;
    const variance = days.reduce((sum, day) => sum + (day - mean) ** 2, 0) / (days.length - 1);
    const expectedCents = Math.round(mean * FORECAST_HORIZON_DAYS);
    const margin = Math.round(Z_95 * Math.sqrt(variance * FORECAST_HORIZON_DAYS));
    return [
      {
        fiatCurrency,
        expectedCents,
        lowCents: Math.max(0, expectedCents - margin),
        highCents: expectedCents + margin,
      },
    ];
  });
}
