import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '@incasso/shared/insights';
import { buildTestApp } from '#test/build-test-app.ts';
import {
  buildMerchant,
  buildPayment,
  randomAddress,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';

describe('GET /api/insights', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = (merchant: TestMerchant | null, query = '') =>
    ctx.app.inject({
      url: `/api/insights${query}`,
      headers: merchant ? { cookie: merchant.cookie } : {},
    });
  const confirmAll = () =>
    ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 200),
    );

  it('answers 401 signed out, 403 planRequired on Free, 400 for a period it does not offer', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const free = await buildMerchant(ctx);
    expect((await get(free)).json()).toMatchObject({ error: 'planRequired' });
    const plus = await buildMerchant(ctx, { planId: 'plus' });
    for (const days of ['8', 'week', '30%00', '-7', '']) {
      const response = await get(plus, `?days=${days}`);
      expect(response.statusCode, days).toBe(400);
      expect(response.json().error, days).toBe(
        days.includes('%00') ? 'invalidCharacters' : 'invalidInput',
      );
    }
  });

  it("computes the merchant's own figures only, payers included", async () => {
    const merchant = await buildMerchant(ctx, { planId: 'plus' });
    const other = await buildMerchant(ctx, { planId: 'plus' });
    const payer = randomAddress();
    for (let i = 0; i < 5; i += 1) {
      await buildPaidPayment(
        ctx,
        merchant,
        { fiatAmount: '12.50', fiatCurrency: 'EUR' },
        { payer },
      );
    }
    await buildPaidPayment(ctx, other, { fiatAmount: '999.00', fiatCurrency: 'EUR' });
    await confirmAll();
    await buildPayment(ctx, merchant, { fiatAmount: '3.00', currency: 'usdt' });

    const response = await get(merchant, '?days=7');
    expect(response.statusCode, response.body).toBe(200);
    const insights = response.json<Insights>();
    expect(insights.revenue).toEqual([
      {
        fiatCurrency: 'EUR',
        revenueCents: 6_250,
        previousRevenueCents: 0,
        count: 5,
        previousCount: 0,
        averageTicketCents: 1_250,
      },
    ]);
    expect(insights.conversion).toMatchObject({ created: 6, confirmed: 5, open: 1 });
    expect(insights.coins).toEqual([{ currency: 'usdt', count: 5, shareBps: 10_000 }]);
    expect(insights.chains).toEqual([{ chain: 'ethereum', count: 5, shareBps: 10_000 }]);
    expect(insights.busiestHours.reduce((a, b) => a + b, 0)).toBe(5);
    expect(insights.anomalies).toEqual([
      expect.objectContaining({
        kind: 'unusualPayer',
        payerAddress: payer.toLowerCase(),
        figures: { count: 5, minutes: 60 },
      }),
    ]);
    expect(insights.forecast[0]).toMatchObject({ fiatCurrency: 'EUR' });
  });
});
