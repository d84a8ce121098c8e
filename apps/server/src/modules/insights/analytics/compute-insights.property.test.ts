import fc from 'fast-check';
import { InsightsSchema, INSIGHT_PERIODS } from '@incasso/shared/insights';
import { describe, expect, it } from 'vitest';
import { historyArbitrary, NOW } from '#test/factories/payment-facts.ts';
import { computeInsights } from './compute-insights.ts';
import { confirmedIn, windowEndingAt } from './payment-facts.ts';

const period = fc.constantFrom(...INSIGHT_PERIODS);
const zone = fc.constantFrom('UTC', 'Europe/Rome', 'America/New_York', 'Asia/Kolkata');

describe('the analytics core on generated histories', () => {
  it('answers the shared schema, and the same whatever the order of the rows', () => {
    fc.assert(
      fc.property(historyArbitrary, period, zone, (facts, days, timeZone) => {
        const result = computeInsights({ facts, now: NOW, days, timeZone });
        expect(InsightsSchema.parse(result)).toEqual(result);
        const reversed = computeInsights({ facts: [...facts].reverse(), now: NOW, days, timeZone });
        expect(reversed).toEqual(result);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps its figures consistent with each other and with the rows', () => {
    fc.assert(
      fc.property(historyArbitrary, period, zone, (facts, days, timeZone) => {
        const result = computeInsights({ facts, now: NOW, days, timeZone });
        const paid = confirmedIn(facts, windowEndingAt(NOW, days));
        const revenue = result.revenue.reduce((sum, row) => sum + row.revenueCents, 0);
        expect(revenue).toBe(paid.reduce((sum, fact) => sum + fact.fiatCents, 0));
        expect(result.busiestHours.reduce((a, b) => a + b, 0)).toBe(paid.length);
        expect(result.chains.reduce((sum, row) => sum + row.count, 0)).toBe(paid.length);
        const { created, confirmed, timedOut, cancelled, open } = result.conversion;
        expect(confirmed + timedOut + cancelled + open).toBe(created);
        for (const forecast of result.forecast) {
          expect(forecast.lowCents).toBeLessThanOrEqual(forecast.expectedCents);
          expect(forecast.expectedCents).toBeLessThanOrEqual(forecast.highCents);
        }
        const { medianSecondsToConfirm: median, p90SecondsToConfirm: p90 } = result.quality;
        if (median !== null && p90 !== null) expect(median).toBeLessThanOrEqual(p90);
        for (const anomaly of result.anomalies) {
          expect(anomaly.at > result.from && anomaly.at <= result.to).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
