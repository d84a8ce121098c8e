import fc from 'fast-check';
import { InsightsSchema, INSIGHT_PERIODS } from '@incasso/shared/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { historyArbitrary, NOW, type PaymentFact } from '#test/factories/payment-facts.ts';
import type { TestApp } from '#test/factories/payments.ts';
import { insightsOfFacts } from '#test/insights-of-facts.ts';
import { DAY_MS } from './windows.ts';

const period = fc.constantFrom(...INSIGHT_PERIODS);
const zone = fc.constantFrom('UTC', 'Europe/Rome', 'America/New_York', 'Asia/Kolkata');
// Every run stores its history as rows in the database, so fewer runs than a pure property.
const RUNS = 25;

let ctx: TestApp;
let insights: ReturnType<typeof insightsOfFacts>;
beforeAll(async () => {
  ctx = await buildTestApp();
  insights = insightsOfFacts(ctx.db);
});
afterAll(() => ctx.close());

describe('the analytics core on generated histories', () => {
  it('answers the shared schema, and the same whatever order the rows were stored in', async () => {
    await fc.assert(
      fc.asyncProperty(historyArbitrary, period, zone, async (facts, days, timeZone) => {
        const result = await insights(facts, days, timeZone);
        expect(InsightsSchema.parse(result)).toEqual(result);
        expect(await insights([...facts].reverse(), days, timeZone)).toEqual(result);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps its figures consistent with each other and with the rows', async () => {
    await fc.assert(
      fc.asyncProperty(historyArbitrary, period, zone, async (facts, days, timeZone) => {
        const result = await insights(facts, days, timeZone);
        const from = NOW.getTime() - days * DAY_MS;
        const paid = facts.filter(
          (fact): fact is PaymentFact & { confirmedAt: Date } =>
            fact.status === 'CONFIRMED' &&
            fact.confirmedAt !== null &&
            fact.confirmedAt.getTime() >= from &&
            fact.confirmedAt < NOW,
        );
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
      { numRuns: RUNS },
    );
  });
});
