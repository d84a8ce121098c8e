import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransfers, payments } from '#server/db/schema/payments.ts';
import { createInsightsService } from '#server/modules/insights/insights.service.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { NOW, paymentFact } from '#test/factories/payment-facts.ts';
import { insertPaymentFacts, seedPaymentHistory } from '#test/factories/payment-history.ts';
import type { TestApp } from '#test/factories/payments.ts';
import { buildUser } from '#test/factories/users.ts';
import { createInsightSumsRepository } from './insight-sums.repository.ts';

describe("a merchant's insights summed by the database", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("keeps each request's first payer as its credits come and go", async () => {
    const user = await buildUser(ctx.db);
    const fact = paymentFact({ payerAddress: `0x${'a'.repeat(40)}` });
    await insertPaymentFacts(ctx.db, user.id, [fact]);
    const firstPayer = async () => {
      const [row] = await ctx.db
        .select({ payer: payments.firstPayerAddress })
        .from(payments)
        .where(eq(payments.id, fact.id));
      return row?.payer;
    };
    expect(await firstPayer()).toBe(`0x${'a'.repeat(40)}`);

    const earlier = { chain: 'polygon' as const, txHash: `0x${'e'.repeat(64)}`, logIndex: 3 };
    await ctx.db.insert(paymentTransfers).values({
      ...earlier,
      paymentId: fact.id,
      blockNumber: 50,
      blockHash: '0x01',
      fromAddress: `0x${'b'.repeat(40)}`,
      amountBaseUnits: 1n,
    });
    expect(await firstPayer()).toBe(`0x${'b'.repeat(40)}`);

    await ctx.db.delete(paymentTransfers).where(eq(paymentTransfers.txHash, earlier.txHash));
    expect(await firstPayer()).toBe(`0x${'a'.repeat(40)}`);
    await ctx.db.delete(paymentTransfers).where(eq(paymentTransfers.paymentId, fact.id));
    expect(await firstPayer()).toBeNull();
  });

  it('pins the 90-day figures of a known history: 1,800 requests over 180 days', async () => {
    const user = await buildUser(ctx.db);
    await seedPaymentHistory(ctx.db, { userId: user.id, count: 1_800, now: NOW, days: 180 });
    const service = createInsightsService({
      insightSums: createInsightSumsRepository(ctx.db),
      timeZoneOf: () => Promise.resolve('UTC'),
      now: () => NOW,
    });
    const insights = await service.insights(user.id, 90);

    // A request every 2.4 hours; one in ten timed out: 900 made in the 90 days, 810 paid.
    expect(insights.revenue).toEqual([
      {
        fiatCurrency: 'EUR',
        revenueCents: 8_480_500,
        previousRevenueCents: 8_511_500,
        count: 810,
        previousCount: 810,
        averageTicketCents: 10_470,
      },
    ]);
    expect(insights.coins).toEqual([{ currency: 'usdt', count: 810, shareBps: 10_000 }]);
    expect(insights.chains).toEqual([{ chain: 'polygon', count: 810, shareBps: 10_000 }]);
    expect(insights.conversion).toEqual({
      created: 900,
      confirmed: 810,
      timedOut: 90,
      cancelled: 0,
      open: 0,
      conversionBps: 9_000,
    });
    expect(insights.quality).toEqual({
      medianSecondsToConfirm: 300,
      p90SecondsToConfirm: 300,
      lateBps: 0,
      underpaidBps: 0,
      overpaidBps: 0,
    });
    // Ten requests a day at the same ten times; the one at 12:00 UTC is the one that times out.
    const hours = Array.from({ length: 24 }, () => 0);
    for (const hour of [0, 2, 4, 7, 9, 14, 16, 19, 21]) hours[hour] = 90;
    expect(insights.busiestHours).toEqual(hours);
    expect(insights.forecast).toEqual([
      { fiatCurrency: 'EUR', expectedCents: 657_080, lowCents: 600_482, highCents: 713_678 },
    ]);
    // Amounts spread evenly (median 104.78, MAD 49.81), one timeout a day, one regular payer
    // every five days, the same conversion every week: nothing stands out.
    expect(insights.anomalies).toEqual([]);
  });
});
