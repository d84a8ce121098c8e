import type { InsightPeriod, Insights } from '@incasso/shared/insights';
import { FORECAST_BASIS_DAYS } from '@incasso/shared/insights';
import { CONVERSION_BASELINE_DAYS, CONVERSION_RECENT_DAYS, findAnomalies } from './anomalies.ts';
import { busiestHours } from './busiest-hours.ts';
import { conversion } from './conversion.ts';
import { paymentMix } from './payment-mix.ts';
import { paymentQuality } from './payment-quality.ts';
import { windowEndingAt, type PaymentFact, type Window } from './payment-facts.ts';
import { revenueForecast } from './revenue-forecast.ts';
import { revenueTrends } from './revenue-trends.ts';

/** How far back the facts must reach for a period: its double, and every baseline. */
export function historyDays(days: InsightPeriod): number {
  return Math.max(2 * days, FORECAST_BASIS_DAYS, CONVERSION_RECENT_DAYS + CONVERSION_BASELINE_DAYS);
}

/** The analytics core: every insight figure, from the facts of `historyDays(days)`. */
export function computeInsights(input: {
  facts: readonly PaymentFact[];
  now: Date;
  days: InsightPeriod;
  timeZone: string;
}): Insights {
  const { facts, now, days, timeZone } = input;
  const window = windowEndingAt(now, days);
  const previous: Window = windowEndingAt(window.from, days);
  const history = windowEndingAt(now, historyDays(days));
  return {
    days,
    timeZone,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    revenue: revenueTrends(facts, window, previous),
    ...paymentMix(facts, window),
    conversion: conversion(facts, window),
    quality: paymentQuality(facts, window),
    busiestHours: busiestHours(facts, window, timeZone),
    forecast: revenueForecast(facts, now),
    anomalies: findAnomalies(facts, window, history),
  };
}
