import { eq } from 'drizzle-orm';
import type { Transaction } from '@incasso/shared/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { users } from '#server/db/schema/users.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';

describe('transactions routes', () => {
  let ctx: TestApp;
  let plus: TestMerchant;

  beforeAll(async () => {
    ctx = await buildTestApp();
    plus = await buildMerchant(ctx, { planId: 'plus' });
  });
  afterAll(() => ctx.close());

  const get = (merchant: TestMerchant, url: string) =>
    ctx.app.inject({ url, headers: { cookie: merchant.cookie } });
  const list = (merchant: TestMerchant, query = '') => get(merchant, `/api/transactions${query}`);
  const items = async (merchant: TestMerchant, query = ''): Promise<Transaction[]> =>
    (await list(merchant, query)).json().items;

  it('records a seen payment as Pending with the plan fee, Completed once confirmed', async () => {
    expect((await list(plus)).json()).toEqual({ items: [], nextCursor: null });
    const { payment, payer, txHash } = await buildPaidPayment(ctx, plus, {
      fiatAmount: '25',
      orderId: 'A-1',
    });
    expect(await items(plus)).toEqual([
      {
        id: expect.any(String),
        paymentId: payment.id,
        date: expect.any(String),
        fiatAmount: '25.00',
        fiatCents: 2500,
        fiatCurrency: 'USD',
        // Plus: 75 bps of 25.00 is 18.75 cents, rounded half-up.
        fee: '0.19',
        feeCents: 19,
        cryptoAmount: '25',
        currency: 'usdt',
        symbol: 'USDT',
        chain: 'ethereum',
        status: 'Pending',
        txHash,
        explorerUrl: `https://etherscan.io/tx/${txHash}`,
        orderId: 'A-1',
        payerAddress: payer,
        source: 'request',
        createdBy: plus.user.email,
        refundedAmount: '0',
        refundedCents: 0,
      },
    ]);
    expect(await items(plus, '?status=Completed')).toEqual([]);
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 111),
    );
    expect(await items(plus, '?status=Completed')).toHaveLength(1);
  });

  it("charges the user's own fee when an admin set one", async () => {
    const custom = await buildMerchant(ctx, { planId: 'premium' });
    await ctx.db.update(users).set({ customFeeBps: 200 }).where(eq(users.id, custom.user.id));
    await buildPaidPayment(ctx, custom, { fiatAmount: '10' });
    expect((await items(custom))[0]).toMatchObject({ feeCents: 20, status: 'Pending' });
  });

  it('finds a transaction by part of its hash, order id or payer address, in any case', async () => {
    const shop = await buildMerchant(ctx, { planId: 'plus' });
    const target = await buildPaidPayment(ctx, shop, { orderId: 'Invoice 2026/17' });
    await buildPaidPayment(ctx, shop, { orderId: 'Invoice 2026/18' });
    const ids = async (q: string) =>
      (await items(shop, `?q=${encodeURIComponent(q)}`)).map((t) => t.paymentId);

    expect(await ids(target.txHash.slice(2, 20).toUpperCase())).toEqual([target.payment.id]);
    expect(await ids('invoice 2026/17')).toEqual([target.payment.id]);
    expect(await ids(target.payer.slice(6, 30).toLowerCase())).toEqual([target.payment.id]);
    expect(await ids(target.payment.id)).toEqual([target.payment.id]);
    expect(await ids('invoice')).toHaveLength(2);
    // LIKE's wildcards are searched for, not expanded.
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
  });

  it('filters by date, chain, coin, fiat currency and fiat amount range', async () => {
    const shop = await buildMerchant(ctx, { planId: 'plus' });
    for (const [amount, fiat] of [
      ['1', 'USD'],
      ['2.50', 'EUR'],
      ['3', 'USD'],
    ] as const) {
      await buildPaidPayment(ctx, shop, { fiatAmount: amount, fiatCurrency: fiat });
    }
    const cents = async (query: string) =>
      (await items(shop, query)).map((t) => t.fiatCents).sort((a, b) => a - b);

    expect(await cents('?chain=bsc')).toEqual([]);
    expect(await cents('?currency=USDT')).toEqual([100, 250, 300]);
    expect(await cents('?currency=eth')).toEqual([]);
    expect(await cents('?fiat=eur')).toEqual([250]);
    expect(await cents('?min=2.50')).toEqual([250, 300]);
    expect(await cents('?max=2,5')).toEqual([100, 250]);
    expect(await cents('?min=1.01&max=2.99')).toEqual([250]);
    expect(await cents('?fiat=USD&min=2')).toEqual([300]);
    expect(await cents('?from=2999-01-01')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await cents(`?from=${today}&to=${today}`)).toEqual([100, 250, 300]);
    expect(await cents('?to=2000-01-01')).toEqual([]);
  });

  it('sorts by date or amount either way and pages each order without gaps or repeats', async () => {
    const shop = await buildMerchant(ctx, { planId: 'plus' });
    // Equal amounts make the id decide within them.
    for (const amount of ['5', '1', '5', '3', '5']) {
      await buildPaidPayment(ctx, shop, { fiatAmount: amount });
    }
    for (const sort of ['date_desc', 'date_asc', 'amount_desc', 'amount_asc']) {
      const all = await items(shop, `?sort=${sort}&limit=100`);
      const walked: Transaction[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await list(shop, query)).json();
        walked.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(walked.map((t) => t.id)).toEqual(all.map((t) => t.id));
      expect(new Set(walked.map((t) => t.id)).size).toBe(5);
    }
    const amounts = (await items(shop, '?sort=amount_asc')).map((t) => t.fiatCents);
    expect(amounts).toEqual([100, 300, 500, 500, 500]);
    const dates = (await items(shop, '?sort=date_asc')).map((t) => t.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses a cursor made for another sort with 400 invalidCursor', async () => {
    const shop = await buildMerchant(ctx, { planId: 'plus' });
    await buildPaidPayment(ctx, shop);
    await buildPaidPayment(ctx, shop);
    const { nextCursor } = (await list(shop, '?limit=1')).json();
    const response = await list(shop, `?sort=amount_desc&cursor=${nextCursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidCursor');
  });

  it.each([
    ['?status=Lost', 'status'],
    ['?min=5&max=4', 'max', 'invalidRange'],
    ['?from=2026-03-02&to=2026-03-01', 'to', 'invalidRange'],
    ['?min=-1', 'min', 'amountNegative'],
    ['?max=99999999999', 'max', 'amountTooLarge'],
    ['?from=0000-01-01', 'from', 'invalidDate'],
    ['?sort=random', 'sort'],
    ['?limit=0', 'limit'],
    ['?fiat=GBP', 'fiat'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 for %s, naming the field', async (query, field, key?: string) => {
    const response = await list(plus, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
    expect(response.json().fields).toHaveProperty(field, key ?? expect.any(String));
  });

  it('answers 400 invalidCharacters for a NUL byte in the search', async () => {
    const response = await list(plus, '?q=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidCharacters');
  });

  it('answers 401 without a session and 403 planRequired below Plus', async () => {
    expect((await ctx.app.inject('/api/transactions')).statusCode).toBe(401);
    const refused = await list(await buildMerchant(ctx));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('planRequired');
  });
});
