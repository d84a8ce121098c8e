import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { paymentFact } from '#test/factories/payment-facts.ts';
import type { TestApp } from '#test/factories/payments.ts';
import { insightsOfFacts } from '#test/insights-of-facts.ts';
import { changeBps, insightFacts, type InsightFacts } from './insight-facts.ts';

describe('the figures a model may put in words', () => {
  let ctx: TestApp;
  let facts: InsightFacts;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const insights = await insightsOfFacts(ctx.db)(
      [
        paymentFact({ fiatCents: 125_050 }),
        paymentFact({ fiatCents: 98_000, hoursAgo: 8 * 24 }),
        paymentFact({ fiatCents: 5_000, status: 'TIMED_OUT' }),
      ],
      7,
      'Europe/Rome',
    );
    facts = insightFacts(insights);
  });
  afterAll(() => ctx.close());

  it('computes the change against the period before itself, in basis points', () => {
    expect(facts.revenue).toEqual([
      {
        currency: 'EUR',
        revenueCents: 125_050,
        previousPeriodRevenueCents: 98_000,
        changeBps: 2_760,
        payments: 1,
        previousPeriodPayments: 1,
        averagePaymentCents: 125_050,
      },
    ]);
    expect(changeBps(50, 200)).toBe(-7_500);
    expect(changeBps(1, 3)).toBe(-6_667);
    expect(changeBps(5, 0)).toBeNull();
  });

  it('names coins and networks as people know them', () => {
    expect(facts.requests).toMatchObject({
      created: 2,
      paid: 1,
      expiredUnpaid: 1,
      paidOfEndedBps: 5_000,
    });
    expect(facts.coins).toEqual([{ coin: 'USDT', payments: 1, shareBps: 10_000 }]);
    expect(facts.networks).toEqual([{ network: 'Polygon', payments: 1, shareBps: 10_000 }]);
  });
});
