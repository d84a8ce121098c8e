import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';

describe('GET /api/transactions/:id', () => {
  let ctx: TestApp;
  let shop: TestMerchant;

  beforeAll(async () => {
    ctx = await buildTestApp();
    shop = await buildMerchant(ctx, { planId: 'plus' });
  });
  afterAll(() => ctx.close());

  const detail = (merchant: TestMerchant, id: string) =>
    ctx.app.inject({ url: `/api/transactions/${id}`, headers: { cookie: merchant.cookie } });
  const firstId = async (merchant: TestMerchant): Promise<string> =>
    (
      await ctx.app.inject({ url: '/api/transactions', headers: { cookie: merchant.cookie } })
    ).json().items[0].id;

  it('shows the explorer link, the confirmations, the flags and the request it paid', async () => {
    // 30 in a request for 25: overpaid.
    const { payment, txHash } = await buildPaidPayment(
      ctx,
      shop,
      { fiatAmount: '25', orderId: 'B-9' },
      { amount: 30_000_000n, blockNumber: 100 },
    );
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 104),
    );
    const response = await detail(shop, await firstId(shop));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      transaction: expect.objectContaining({ paymentId: payment.id, txHash, cryptoAmount: '30' }),
      explorerUrl: `https://etherscan.io/tx/${txHash}`,
      request: {
        id: payment.id,
        status: 'CONFIRMING',
        orderId: 'B-9',
        amount: payment.amount,
        symbol: 'USDT',
        paidAmount: '30.00000000',
        fiatAmount: '25.00',
        fiatCents: 2500,
        fiatCurrency: 'USD',
        confirmations: 5,
        requiredConfirmations: payment.requiredConfirmations,
        createdAt: payment.createdAt,
        expiresAt: payment.expiresAt,
        payUrl: payment.payUrl,
        flags: { paidLate: false, paidPartial: false, underpaid: false, overpaid: true },
      },
      lineItems: [],
    });
  });

  it("answers 404 for another merchant's transaction and 400 for an id that is no UUID", async () => {
    const other = await buildMerchant(ctx, { planId: 'premium' });
    await buildPaidPayment(ctx, other);
    const theirs = await firstId(other);
    const refused = await detail(shop, theirs);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('notFound');
    expect((await detail(shop, crypto.randomUUID())).statusCode).toBe(404);
    const invalid = await detail(shop, 'not-a-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ id: expect.any(String) });
  });

  it('answers 401 without a session and 403 planRequired below Plus', async () => {
    const id = crypto.randomUUID();
    expect((await ctx.app.inject(`/api/transactions/${id}`)).statusCode).toBe(401);
    const refused = await detail(await buildMerchant(ctx), id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('planRequired');
  });
});
