import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { notificationKeys } from '#test/account-flows.ts';
import { buildMerchant, randomAddress, type TestApp } from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';

describe('anomaly notifications', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const confirmAll = () =>
    ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 200),
    );
  const anomalyKeys = async (userId: string) =>
    (await notificationKeys(ctx.db, userId)).filter((key) => key.startsWith('insights.'));

  it('tells the merchant once when one address pays five times within the hour', async () => {
    const merchant = await buildMerchant(ctx);
    const bystander = await buildMerchant(ctx);
    const payer = randomAddress();
    for (let i = 0; i < 4; i += 1) {
      await buildPaidPayment(ctx, merchant, { fiatAmount: '9.00', fiatCurrency: 'EUR' }, { payer });
    }
    await buildPaidPayment(ctx, bystander, { fiatAmount: '9.00', fiatCurrency: 'EUR' }, { payer });
    await confirmAll();
    // Four payments are not a burst.
    expect(await ctx.modules.insights.alerts.scan(merchant.user.id)).toBe(0);
    expect(await anomalyKeys(merchant.user.id)).toEqual([]);

    await buildPaidPayment(ctx, merchant, { fiatAmount: '9.00', fiatCurrency: 'EUR' }, { payer });
    await confirmAll();
    await expect
      .poll(() => anomalyKeys(merchant.user.id), { timeout: 15_000 })
      .toEqual(['insights.unusualPayer']);

    // A later payment from the same address is the same burst: no second notification.
    await buildPaidPayment(ctx, merchant, { fiatAmount: '9.00', fiatCurrency: 'EUR' }, { payer });
    await confirmAll();
    expect(await ctx.modules.insights.alerts.scan(merchant.user.id)).toBe(0);
    expect(await anomalyKeys(merchant.user.id)).toEqual(['insights.unusualPayer']);
    expect(await anomalyKeys(bystander.user.id)).toEqual([]);
  });
});
