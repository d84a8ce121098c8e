import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { NOW, paymentFact, type PaymentFact } from '#test/factories/payment-facts.ts';
import type { TestApp } from '#test/factories/payments.ts';
import { insightsOfFacts } from '#test/insights-of-facts.ts';

// Each case is a new merchant whose requests are stored as rows and summed by the database.
let ctx: TestApp;
let insights: ReturnType<typeof insightsOfFacts>;
beforeAll(async () => {
  ctx = await buildTestApp();
  insights = insightsOfFacts(ctx.db);
});
afterAll(() => ctx.close());

describe('the analytics core', () => {
  it('sums revenue per fiat currency against the period before, with the average ticket', async () => {
    const result = await insights([
      paymentFact({ fiatCents: 1_000 }),
      paymentFact({ fiatCents: 2_001 }),
      paymentFact({ fiatCents: 500, fiatCurrency: 'USD' }),
      paymentFact({ fiatCents: 4_000, hoursAgo: 8 * 24 }),
      paymentFact({ fiatCents: 9_999, status: 'TIMED_OUT' }),
    ]);
    expect(result.revenue).toEqual([
      {
        fiatCurrency: 'EUR',
        revenueCents: 3_001,
        previousRevenueCents: 4_000,
        count: 2,
        previousCount: 1,
        averageTicketCents: 1_501,
      },
      {
        fiatCurrency: 'USD',
        revenueCents: 500,
        previousRevenueCents: 0,
        count: 1,
        previousCount: 0,
        averageTicketCents: 500,
      },
    ]);
  });

  it('counts a payment when it is confirmed, not when it was asked for', async () => {
    const askedLastWeekPaidNow = paymentFact({ hoursAgo: 8 * 24 });
    askedLastWeekPaidNow.confirmedAt = new Date(NOW.getTime() - 60_000);
    expect((await insights([askedLastWeekPaidNow])).revenue[0]).toMatchObject({
      count: 1,
      previousCount: 0,
    });
  });

  it('shares coins and chains among confirmed payments, most used first', async () => {
    const result = await insights([
      paymentFact({ currency: 'usdc', chain: 'ethereum' }),
      paymentFact({ currency: 'usdc', chain: 'polygon' }),
      paymentFact({ currency: 'eth', chain: 'ethereum' }),
    ]);
    expect(result.coins).toEqual([
      { currency: 'usdc', count: 2, shareBps: 6_667 },
      { currency: 'eth', count: 1, shareBps: 3_333 },
    ]);
    expect(result.chains).toEqual([
      { chain: 'ethereum', count: 2, shareBps: 6_667 },
      { chain: 'polygon', count: 1, shareBps: 3_333 },
    ]);
  });

  it('converts the requests that ended: confirmed over confirmed, timed out and cancelled', async () => {
    const result = await insights([
      paymentFact(),
      paymentFact(),
      paymentFact({ status: 'TIMED_OUT' }),
      paymentFact({ status: 'CANCELLED' }),
      paymentFact({ status: 'PENDING' }),
    ]);
    expect(result.conversion).toEqual({
      created: 5,
      confirmed: 2,
      timedOut: 1,
      cancelled: 1,
      open: 1,
      conversionBps: 5_000,
    });
    expect(
      (await insights([paymentFact({ status: 'PENDING' })])).conversion.conversionBps,
    ).toBeNull();
  });

  it('times confirmations by nearest rank and shares late, short and over payments', async () => {
    const paidAfter = (minutes: number, flags: Partial<PaymentFact> = {}) => {
      const fact = paymentFact({ hoursAgo: 5, ...flags });
      fact.confirmedAt = new Date(fact.createdAt.getTime() + minutes * 60_000);
      return fact;
    };
    const result = await insights([
      paidAfter(1),
      paidAfter(2, { paidLate: true }),
      paidAfter(3),
      paidAfter(60, { underpaid: true, overpaid: false }),
    ]);
    expect(result.quality).toEqual({
      medianSecondsToConfirm: 120,
      p90SecondsToConfirm: 3_600,
      lateBps: 2_500,
      underpaidBps: 2_500,
      overpaidBps: 0,
    });
    expect((await insights([])).quality.medianSecondsToConfirm).toBeNull();
  });

  it("puts payments in the merchant's hours, summer time included", async () => {
    const at = (iso: string) => {
      const fact = paymentFact({ hoursAgo: 48 });
      fact.confirmedAt = new Date(iso);
      return fact;
    };
    const facts = [at('2026-07-13T10:30:00Z'), at('2026-07-13T22:15:00Z')];
    const rome = (await insights(facts, 7, 'Europe/Rome')).busiestHours;
    expect(rome[12]).toBe(1);
    expect(rome[0]).toBe(1);
    const utc = (await insights(facts, 7, 'UTC')).busiestHours;
    expect([utc[10], utc[22]]).toEqual([1, 1]);
  });

  it('forecasts the next week from the last four: steady days give a tight interval', async () => {
    const steady = Array.from({ length: 28 }, (_, day) =>
      paymentFact({ hoursAgo: day * 24 + 2, fiatCents: 1_000 }),
    );
    expect((await insights(steady)).forecast).toEqual([
      { fiatCurrency: 'EUR', expectedCents: 7_000, lowCents: 7_000, highCents: 7_000 },
    ]);
    const lumpy = [paymentFact({ hoursAgo: 2, fiatCents: 28_000 })];
    const [forecast] = (await insights(lumpy)).forecast;
    expect(forecast?.expectedCents).toBe(7_000);
    expect(forecast?.lowCents).toBe(0);
    expect(forecast?.highCents).toBeGreaterThan(7_000);
    expect((await insights([])).forecast).toEqual([]);
  });
});

describe('anomalies', () => {
  const usual = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      paymentFact({ hoursAgo: 24 * (i % 20) + 3, fiatCents: 1_000 + (i % 5) * 20 }),
    );

  it('calls an amount far from the usual payment unusual, with the figures that say so', async () => {
    const big = paymentFact({ hoursAgo: 2, fiatCents: 50_000 });
    const found = (await insights([...usual(20), big])).anomalies;
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'unusualAmount',
        paymentId: big.id,
        fiatCurrency: 'EUR',
        figures: { amountCents: 50_000, medianCents: 1_040, madCents: 20 },
      }),
    ]);
  });

  it('says nothing of amounts with too little history', async () => {
    const few = [...usual(5), paymentFact({ hoursAgo: 2, fiatCents: 50_000 })];
    expect((await insights(few)).anomalies).toEqual([]);
  });

  it('finds one payer paying five times within an hour', async () => {
    const payerAddress = `0x${'ab'.repeat(20)}`;
    const burst = [0.1, 0.2, 0.3, 0.5, 0.9].map((hoursAgo) =>
      paymentFact({ hoursAgo, payerAddress }),
    );
    expect((await insights([...usual(20), ...burst])).anomalies).toEqual([
      expect.objectContaining({
        kind: 'unusualPayer',
        payerAddress,
        figures: { count: 5, minutes: 60 },
      }),
    ]);
    expect((await insights([...usual(20), ...burst.slice(1)])).anomalies).toEqual([]);
  });

  it('finds a day with many more timeouts than usual', async () => {
    const timeouts = Array.from({ length: 4 }, () =>
      paymentFact({ hoursAgo: 3, status: 'TIMED_OUT' }),
    );
    expect((await insights([...usual(20), ...timeouts])).anomalies).toContainEqual(
      expect.objectContaining({ kind: 'timeoutBurst', figures: { count: 4, usualCount: 0 } }),
    );
    const fewer = (await insights([...usual(20), ...timeouts.slice(1)])).anomalies;
    expect(fewer.map((anomaly) => anomaly.kind)).not.toContain('timeoutBurst');
  });

  it('finds conversion dropping against the four weeks before', async () => {
    const baseline = Array.from({ length: 20 }, (_, i) => paymentFact({ hoursAgo: 24 * (8 + i) }));
    const recent = Array.from({ length: 10 }, (_, i) =>
      paymentFact({ hoursAgo: 24 + i, status: i < 4 ? 'CONFIRMED' : 'TIMED_OUT' }),
    );
    expect((await insights([...baseline, ...recent], 30)).anomalies).toContainEqual(
      expect.objectContaining({
        kind: 'conversionDrop',
        figures: { recentBps: 4_000, baselineBps: 10_000, recentEnded: 10 },
      }),
    );
  });

  it('reports only what happened inside the period', async () => {
    const oldBig = paymentFact({ hoursAgo: 24 * 10, fiatCents: 50_000 });
    expect((await insights([...usual(20), oldBig], 7)).anomalies).toEqual([]);
    expect((await insights([...usual(20), oldBig], 30)).anomalies).toHaveLength(1);
  });
});
