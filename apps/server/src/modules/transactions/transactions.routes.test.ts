import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { users } from '#server/db/schema/users.ts';
import {
  buildMerchant,
  buildPayment,
  transferFor,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';

describe('transactions routes', () => {
  let ctx: TestApp;
  let plus: TestMerchant;

  beforeAll(async () => {
    ctx = await buildTestApp();
    plus = await buildMerchant(ctx, { planId: 'plus' });
  });
  afterAll(() => ctx.close());

  const list = (merchant: TestMerchant, query = '') =>
    ctx.app.inject({ url: `/api/transactions${query}`, headers: { cookie: merchant.cookie } });
  const pay = (
    payment: { address: string; currency: 'usdt'; amountBaseUnits: string },
    blockNumber = 100,
  ) =>
    ctx.app.payments.transact((tx) =>
      ctx.app.payments.matching.applyTransfers(
        tx,
        'ethereum',
        [transferFor(payment, { blockNumber })],
        {
          head: blockNumber,
        },
      ),
    );

  it('records a seen payment as Pending with the plan fee, Completed once confirmed', async () => {
    const payment = await buildPayment(ctx, plus, { fiatAmount: '25', currency: 'usdt' });
    expect((await list(plus)).json()).toEqual({ items: [], nextCursor: null });
    const [update] = await pay({ ...payment, currency: 'usdt' });
    expect((await list(plus)).json().items).toEqual([
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
        txHash: update?.txHash,
      },
    ]);
    expect((await list(plus, '?status=Completed')).json().items).toEqual([]);
    await ctx.app.payments.transact((tx) =>
      ctx.app.payments.matching.applyConfirmations(tx, 'ethereum', 111),
    );
    expect((await list(plus, '?status=Completed')).json().items).toHaveLength(1);
  });

  it("charges the user's own fee when an admin set one", async () => {
    const custom = await buildMerchant(ctx, { planId: 'premium' });
    await ctx.db.update(users).set({ customFeeBps: 200 }).where(eq(users.id, custom.user.id));
    const payment = await buildPayment(ctx, custom, { fiatAmount: '10', currency: 'usdt' });
    await pay({ ...payment, currency: 'usdt' });
    expect((await list(custom)).json().items[0]).toMatchObject({ feeCents: 20, status: 'Pending' });
  });

  it('filters by chain, search text and date, and pages with a cursor', async () => {
    const shop = await buildMerchant(ctx, { planId: 'plus' });
    const hashes: string[] = [];
    for (const amount of ['1', '2', '3']) {
      const payment = await buildPayment(ctx, shop, { fiatAmount: amount, currency: 'usdt' });
      const [update] = await pay({ ...payment, currency: 'usdt' });
      hashes.push(update?.txHash ?? '');
    }
    expect((await list(shop, '?chain=bsc')).json().items).toEqual([]);
    const found = (await list(shop, `?q=${hashes[1]?.slice(2, 20)}`)).json().items;
    expect(found.map((t: { txHash: string }) => t.txHash)).toEqual([hashes[1]]);
    expect((await list(shop, '?from=2999-01-01')).json().items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(shop, `?from=${today}&to=${today}`)).json().items).toHaveLength(3);

    const first = (await list(shop, '?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = (await list(shop, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((t: { txHash: string }) => t.txHash)).toEqual(
      [...hashes].reverse(),
    );
  });

  it('answers 400 for a bad filter, 403 below Plus and 401 without a session', async () => {
    expect((await list(plus, '?status=Lost')).statusCode).toBe(400);
    const free = await buildMerchant(ctx);
    const refused = await list(free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('planRequired');
    expect((await ctx.app.inject('/api/transactions')).statusCode).toBe(401);
  });
});
