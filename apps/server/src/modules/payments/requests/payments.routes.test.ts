import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';
import { createPricesService } from '#server/modules/prices/prices.service.ts';
import { createFixedProvider, DEMO_RATES } from '#server/modules/prices/providers/fixed.ts';
import {
  buildMerchant,
  buildPayment,
  requestPayment,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';

// The fixed demo rates (USDT 1 USD, ETH 3350 USD), and a BTC so dear that a cent buys nothing.
const prices = createPricesService({
  providers: [
    createFixedProvider({ ...DEMO_RATES, btc: { EUR: '5000000000', USD: '5000000000' } }),
  ],
});

describe('payments routes', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { prices } });
    merchant = await buildMerchant(ctx, { currencies: ['usdt', 'eth', 'btc'] });
  });
  afterAll(() => ctx.close());

  it('fixes rate, amount, expiry and links of a 6-decimal token request', async () => {
    const before = Date.now();
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '25', orderId: 'A-1' });
    const { address } = merchant.wallet;
    expect(payment).toMatchObject({
      status: 'PENDING',
      walletId: merchant.wallet.id,
      chain: 'ethereum',
      chainId: 1,
      address,
      currency: 'usdt',
      symbol: 'USDT',
      decimals: 6,
      amount: '25.00000000',
      amountBaseUnits: '25000000',
      fiatAmount: '25.00',
      fiatCents: 2500,
      fiatCurrency: 'USD',
      rate: '1',
      rateSource: 'demo',
      qrContent: `ethereum:${address}?amount=25.00000000&token=USDT`,
      eip681: `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${address}&uint256=25000000`,
      watchKey: `${address}:25.00000000:USDT`,
      paidAmount: '0.00000000',
      txHash: null,
      confirmations: 0,
      requiredConfirmations: 12,
      flags: { paidLate: false, paidPartial: false, underpaid: false, overpaid: false },
      payUrl: `http://localhost:3000/pay/${payment.id}`,
      redirectUrl: null,
      orderId: 'A-1',
    });
    expect(payment.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const created = Date.parse(payment.createdAt);
    expect(created).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(payment.expiresAt) - created).toBe(30 * 60_000);
    expect(Date.parse(payment.monitorUntil) - Date.parse(payment.expiresAt)).toBe(24 * 3_600_000);
  });

  it('converts an 18-decimal native coin to wei and links it with value=', async () => {
    const payment = await buildPayment(ctx, merchant, { currency: 'ETH', fiatAmount: 33.5 });
    expect(payment).toMatchObject({
      amount: '0.01000000',
      amountBaseUnits: '10000000000000000',
      decimals: 18,
    });
    expect(payment.eip681).toBe(`ethereum:${merchant.wallet.address}@1?value=10000000000000000`);
  });

  it('bumps the second request for the same amount on one address by the smallest shown unit', async () => {
    const bsc = await buildMerchant(ctx, { chain: 'bsc', currencies: ['usdt'] });
    const [a, b] = await Promise.all([
      buildPayment(ctx, bsc, { fiatAmount: '10' }),
      buildPayment(ctx, bsc, { fiatAmount: '10' }),
    ]);
    expect([a?.amount, b?.amount].sort()).toEqual(['10.00000000', '10.00000001']);
    expect([a?.amountBaseUnits, b?.amountBaseUnits].sort()).toEqual([
      '10000000000000000000',
      '10000000010000000000',
    ]);
    const third = await buildPayment(ctx, bsc, { fiatAmount: '10' });
    expect(third.amount).toBe('10.00000002');

    const sixDecimals = await buildMerchant(ctx, { currencies: ['usdt'] });
    await buildPayment(ctx, sixDecimals, { fiatAmount: '7' });
    expect((await buildPayment(ctx, sixDecimals, { fiatAmount: '7' })).amountBaseUnits).toBe(
      '7000001',
    );
  });

  it('refuses bad input with a key per field', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ fiatAmount: 'abc' }, { fiatAmount: 'amountInvalid' }],
      [{ fiatAmount: '0' }, { fiatAmount: 'amountTooSmall' }],
      [{ fiatAmount: '-5' }, { fiatAmount: 'amountNegative' }],
      [{ fiatAmount: '1.234' }, { fiatAmount: 'amountTooManyDecimals' }],
      [{ fiatCurrency: 'GBP' }, { fiatCurrency: 'invalid_value' }],
      [{ redirectUrl: 'javascript:alert(1)' }, { redirectUrl: 'invalid_format' }],
    ];
    for (const [body, fields] of cases) {
      const response = await requestPayment(ctx, merchant, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
  });

  it('answers amountTooSmall when the fiat amount buys less than the smallest shown unit', async () => {
    const response = await requestPayment(ctx, merchant, { currency: 'btc', fiatAmount: '0.01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'amountTooSmall',
      fields: { fiatAmount: 'amountTooSmall' },
    });
  });

  it('refuses a currency the wallet does not accept with noCompatibleWallet', async () => {
    const response = await requestPayment(ctx, merchant, { currency: 'dai' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'noCompatibleWallet',
      message: 'No compatible wallet or currency found to generate the payment.',
    });
  });

  it("refuses another user's wallet as not found", async () => {
    const other = await buildMerchant(ctx);
    const response = await requestPayment(ctx, merchant, { walletId: other.wallet.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'walletNotFound',
      fields: { walletId: 'walletNotFound' },
    });
  });

  it('lists own requests newest first, a page at a time', async () => {
    const lister = await buildMerchant(ctx);
    const made = [];
    for (const amount of ['1', '2', '3'])
      made.push(await buildPayment(ctx, lister, { fiatAmount: amount }));
    const get = (query: string) =>
      ctx.app
        .inject({ url: `/api/payments${query}`, headers: sessionHeaders(lister.cookie) })
        .then((r) => r.json());
    const first = await get('?limit=2');
    expect(first.items.map((p: { id: string }) => p.id)).toEqual([made[2]?.id, made[1]?.id]);
    const second = await get(`?limit=2&cursor=${first.nextCursor}`);
    expect(second).toEqual({ items: [made[0]], nextCursor: null });
    expect((await get('?cursor=garbage')).error).toBe('invalidCursor');
  });

  it("answers 404 for another user's request and 401 without a session", async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '4' });
    const stranger = await signIn(ctx.app, await buildUser(ctx.db));
    const theirs = await ctx.app.inject({
      url: `/api/payments/${payment.id}`,
      headers: { cookie: stranger },
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          url: `/api/payments/${payment.id}`,
          headers: { cookie: merchant.cookie },
        })
      ).json(),
    ).toEqual(payment);
    expect((await ctx.app.inject({ url: '/api/payments' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/payments', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('shows the pay page what it needs, the order it pays, and nothing of the merchant beyond the name', async () => {
    const shop = await buildMerchant(ctx, { displayName: 'Bottega Rossi' });
    const payment = await buildPayment(ctx, shop, {
      redirectUrl: 'https://shop.example/done',
      orderId: 'ORDER-1042',
    });
    const response = await ctx.app.inject(`/api/pay/${payment.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'status',
        'merchantName',
        'chain',
        'chainName',
        'chainId',
        'address',
        'currency',
        'symbol',
        'decimals',
        'amount',
        'amountBaseUnits',
        'fiatAmount',
        'fiatCurrency',
        'expiresAt',
        'qrContent',
        'eip681',
        'watchKey',
        'paidAmount',
        'txHash',
        'explorerTxUrl',
        'confirmations',
        'requiredConfirmations',
        'flags',
        'redirectUrl',
        'currencyChoices',
        'purpose',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: payment.id,
      merchantName: 'Bottega Rossi',
      chainName: 'Ethereum',
      explorerTxUrl: null,
      // The shop's order number is the payer's own reference: decision note 073.
      purpose: { kind: 'order', orderId: 'ORDER-1042' },
    });
    expect(response.body).not.toContain(shop.user.email);
    expect(response.body).not.toContain(shop.user.id);
    expect(response.body).not.toContain(shop.wallet.id);

    expect((await ctx.app.inject('/api/pay/6f1c0b1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f')).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject('/api/pay/nonsense')).statusCode).toBe(404);
  });
});
