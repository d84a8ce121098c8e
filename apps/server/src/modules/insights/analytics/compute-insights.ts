import type { InsightPeriod, Insights } from '@incasso/shared/insights';
import { FORECAST_BASIS_DAYS } from '@incasso/shared/insights';
import {
  AMOUNT_BASELINE_MAX,
  AMOUNT_BASELINE_MIN,
  AMOUNT_CANDIDATE_FLOOR,
  CONVERSION_BASELINE_DAYS,
  CONVERSION_RECENT_DAYS,
  findAnomalies,
  PAYER_BURST_COUNT,
  PAYER_BURST_MINUTES,
} from './anomalies.ts';
import { busiestHours } from './busiest-hours.ts';
import { conversion } from './conversion.ts';
import type { InsightSums, InsightSumsQuery } from './insight-sums.ts';
import { paymentMix } from './payment-mix.ts';
import { paymentQuality } from './payment-quality.ts';
import { revenueForecast } from './revenue-forecast.ts';
import { revenueTrends } from './revenue-trends.ts';
import { endOfQuarter, windowEndingAt } from './windows.ts';

/** How far back the history must reach for a period: its double, and every baseline. */
export function historyDays(days: InsightPeriod): number {
  return Math.max(2 * days, FORECAST_BASIS_DAYS, CONVERSION_RECENT_DAYS + CONVERSION_BASELINE_DAYS);
}

/**
 * What the database must sum for the `days` view ending with the quarter hour of `at` (decision
 * notes 086 and 102).
 */
export function insightSumsQuery(at: Date, days: InsightPeriod): InsightSumsQuery {
  const now = endOfQuarter(at);
  const current = windowEndingAt(now, days);
  const recent = windowEndingAt(now, CONVERSION_RECENT_DAYS);
  return {
    history: windowEndingAt(now, historyDays(days)),
    current,
    previous: windowEndingAt(current.from, days),
    recent,
    baseline: windowEndingAt(recent.from, CONVERSION_BASELINE_DAYS),
    forecast: windowEndingAt(now, FORECAST_BASIS_DAYS),
    burstMinutes: PAYER_BURST_MINUTES,
    burstCountMin: PAYER_BURST_COUNT,
    amountBaselineMin: AMOUNT_BASELINE_MIN,
    amountBaselineMax: AMOUNT_BASELINE_MAX,
    amountScoreFloor: AMOUNT_CANDIDATE_FLOOR,
  };
}

/** The analytics core: every insight figure, from the sums of `insightSumsQuery`. */
export function computeInsights(input: {
  sums: InsightSums;
  query: InsightSumsQuery;
  days: InsightPeriod;
  timeZone: string;
}): Insights {
  const { sums, query, days, timeZone } = input;
  return {
    days,
    timeZone,
    from: query.current.from.toISOString(),
    to: query.current.to.toISOString(),
    revenue: revenueTrends(sums.paid),
    ...paymentMix(sums),
    conversion: conversion(sums.created),
    quality: paymentQuality(sums),
    busiestHours: busiestHours(sums.quarterHours, timeZone),
    forecast: revenueForecast(sums.forecastDays),
    anomalies: findAnomalies(sums, query.current, query.history),
  };
}
