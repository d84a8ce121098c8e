import type { DisplayLink, DisplayState, Product, Sale } from '@incasso/shared/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '#server/db/schema/members.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import { notificationKeys } from '#test/account-flows.ts';
import {
  blockTimesOf,
  buildMerchant,
  transferFor,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { createProduct, createSale, posCall } from '#test/factories/pos.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('/api/pos', () => {
  let ctx: TestApp;
  let now = new Date();
  let merchant: TestMerchant;
  let other: TestMerchant;
  let espresso: Product;
  let cake: Product;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => now } });
    merchant = await buildMerchant(ctx, { planId: 'plus', displayName: 'Bar Aurora' });
    other = await buildMerchant(ctx, { planId: 'premium' });
    espresso = await createProduct(ctx, merchant, { name: 'Espresso', priceCents: 150 });
    cake = await createProduct(ctx, merchant, { name: 'Cake', priceCents: 425, category: 'Food' });
  });
  afterAll(() => ctx.close());

  const sale = (who: TestMerchant, body: object) =>
    posCall(ctx, who, 'POST', '/api/pos/sales', {
      walletId: who.wallet.id,
      currency: 'usdt',
      fiatCurrency: 'EUR',
      ...body,
    });
  const openPayments = async (who: TestMerchant) =>
    (await posCall(ctx, who, 'GET', '/api/payments?scope=open')).json<{ items: unknown[] }>().items
      .length;

  it('prices the cart from the catalogue, adds keypad lines and the tip, and stores them', async () => {
    const created = await createSale(ctx, merchant, {
      lines: [
        { kind: 'product', productId: espresso.id, quantity: 2 },
        { kind: 'product', productId: cake.id, quantity: 1 },
        { kind: 'custom', name: 'Gift wrap', unitCents: 99, quantity: 1 },
      ],
      tipPercent: 10,
    });
    // 2 × 1.50 + 4.25 + 0.99 = 8.24; 10 % tip = 0.824, rounded to 0.82.
    expect(created.subtotalCents).toBe(824);
    expect(created.tipCents).toBe(82);
    expect(created.payment).toMatchObject({
      fiatCents: 906,
      fiatCurrency: 'EUR',
      source: 'pos',
      status: 'PENDING',
    });
    expect(created.lineItems).toEqual([
      {
        position: 0,
        kind: 'product',
        productId: espresso.id,
        name: 'Espresso',
        unitCents: 150,
        quantity: 2,
        totalCents: 300,
      },
      {
        position: 1,
        kind: 'product',
        productId: cake.id,
        name: 'Cake',
        unitCents: 425,
        quantity: 1,
        totalCents: 425,
      },
      {
        position: 2,
        kind: 'custom',
        productId: null,
        name: 'Gift wrap',
        unitCents: 99,
        quantity: 1,
        totalCents: 99,
      },
      {
        position: 3,
        kind: 'tip',
        productId: null,
        name: '10%',
        unitCents: 82,
        quantity: 1,
        totalCents: 82,
      },
    ]);
    const read = await posCall(ctx, merchant, 'GET', `/api/pos/sales/${created.payment.id}`);
    expect(read.json<Sale>().lineItems).toEqual(created.lineItems);
    expect(
      (await posCall(ctx, other, 'GET', `/api/pos/sales/${created.payment.id}`)).statusCode,
    ).toBe(404);
  });

  it('never reads a price the browser sends for a catalogue product', async () => {
    const response = await sale(merchant, {
      lines: [{ kind: 'product', productId: espresso.id, quantity: 1, unitCents: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
  });

  it.each([
    ['an empty cart', { lines: [] }, 400, 'invalidInput'],
    [
      'a NUL byte',
      { lines: [{ kind: 'custom', name: 'a\u0000', unitCents: 1, quantity: 1 }] },
      400,
      'invalidCharacters',
    ],
    [
      'an over-long name',
      { lines: [{ kind: 'custom', name: 'x'.repeat(121), unitCents: 1, quantity: 1 }] },
      400,
      'invalidInput',
    ],
    [
      'a negative amount',
      { lines: [{ kind: 'custom', unitCents: -5, quantity: 1 }] },
      400,
      'invalidInput',
    ],
    [
      'a huge amount',
      { lines: [{ kind: 'custom', unitCents: 9_999_999_999, quantity: 2 }] },
      400,
      'amountTooLarge',
    ],
    [
      'a zero quantity',
      { lines: [{ kind: 'custom', unitCents: 100, quantity: 0 }] },
      400,
      'invalidInput',
    ],
    [
      'a tip the till does not offer',
      { lines: [{ kind: 'custom', unitCents: 100, quantity: 1 }], tipPercent: 7 },
      400,
      'tipNotOffered',
    ],
    [
      'a product that does not exist',
      { lines: [{ kind: 'product', productId: SOME_ID, quantity: 1 }] },
      404,
      'productNotFound',
    ],
    [
      'a coin the wallet does not take',
      { currency: 'dai', lines: [{ kind: 'custom', unitCents: 100, quantity: 1 }] },
      400,
      'noCompatibleWallet',
    ],
  ])('refuses %s and opens no request', async (_, body, status, error) => {
    const before = await openPayments(merchant);
    const response = await sale(merchant, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(error);
    expect(await openPayments(merchant)).toBe(before);
  });

  it("refuses another merchant's product and wallet with 404", async () => {
    const foreignProduct = await sale(other, {
      lines: [{ kind: 'product', productId: espresso.id, quantity: 1 }],
    });
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().error).toBe('productNotFound');
    const foreignWallet = await sale(other, {
      walletId: merchant.wallet.id,
      lines: [{ kind: 'custom', unitCents: 100, quantity: 1 }],
    });
    expect(foreignWallet.statusCode).toBe(404);
    expect(foreignWallet.json().error).toBe('walletNotFound');
  });

  it('refuses an inactive product and a product priced in another currency', async () => {
    const dollars = await createProduct(ctx, merchant, { name: 'Bagel', currency: 'USD' });
    const mismatch = await sale(merchant, {
      lines: [{ kind: 'product', productId: dollars.id, quantity: 1 }],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe('currencyMismatch');
    const retired = await createProduct(ctx, merchant, { name: 'Old', active: false });
    const inactive = await sale(merchant, {
      lines: [{ kind: 'product', productId: retired.id, quantity: 1 }],
    });
    expect(inactive.statusCode).toBe(404);
  });

  it('refuses the Free plan with planRequired', async () => {
    const free = await buildMerchant(ctx, { planId: 'free' });
    const response = await sale(free, { lines: [{ kind: 'custom', unitCents: 100, quantity: 1 }] });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('planRequired');
  });

  it('keeps the tip choices per merchant and checks them', async () => {
    const defaults = await posCall(ctx, other, 'GET', '/api/pos/settings');
    expect(defaults.json()).toEqual({ tipPercents: [5, 10, 15] });
    const saved = await posCall(ctx, other, 'PUT', '/api/pos/settings', { tipPercents: [7, 12] });
    expect(saved.json()).toEqual({ tipPercents: [7, 12] });
    expect((await posCall(ctx, merchant, 'GET', '/api/pos/settings')).json()).toEqual({
      tipPercents: [5, 10, 15],
    });
    for (const tipPercents of [[0], [101], [5, 5], [1, 2, 3, 4, 5, 6, 7]]) {
      const bad = await posCall(ctx, other, 'PUT', '/api/pos/settings', { tipPercents });
      expect(bad.statusCode).toBe(400);
    }
    const tipped = await createSale(ctx, other, {
      lines: [{ kind: 'custom', unitCents: 1000, quantity: 1 }],
      tipPercent: 7,
    });
    expect(tipped.tipCents).toBe(70);
  });

  it('shows the sale with its line items in the transactions and the POS totals', async () => {
    const created = await createSale(ctx, merchant, {
      lines: [{ kind: 'product', productId: cake.id, quantity: 2 }],
    });
    const payment = created.payment;
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyTransfers(tx, 'ethereum', [transferFor(payment)], {
        head: 100,
        blockTimes: blockTimesOf([{ blockNumber: 100 }]),
      }),
    );
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 200),
    );
    const list = await posCall(ctx, merchant, 'GET', '/api/transactions');
    const row = list
      .json()
      .items.find((item: { paymentId: string }) => item.paymentId === payment.id);
    expect(row).toMatchObject({ source: 'pos', status: 'Completed', fiatCents: 850 });
    const detail = await posCall(ctx, merchant, 'GET', `/api/transactions/${row.id}`);
    expect(detail.json().lineItems).toEqual(created.lineItems);
    expect(detail.json().request.status).toBe('CONFIRMED');

    const summary = await posCall(ctx, merchant, 'GET', '/api/pos/summary');
    expect(summary.json()).toEqual({
      totals: [{ fiatCurrency: 'EUR', count: 1, totalCents: 850 }],
    });
    expect((await posCall(ctx, other, 'GET', '/api/pos/summary')).json()).toEqual({ totals: [] });
  });

  it('names the cashier who rang the sale up, in the transactions the owner reads', async () => {
    const person = await buildUser(ctx.db, { displayName: 'Luca' });
    const manager = await buildUser(ctx.db, { displayName: 'Sara' });
    await ctx.db.insert(memberships).values([
      { merchantId: merchant.user.id, userId: person.id, role: 'cashier' },
      { merchantId: merchant.user.id, userId: manager.id, role: 'manager' },
    ]);
    const cashier = { cookie: await signIn(ctx.app, person) };
    const switched = await posCall(ctx, cashier, 'PUT', '/api/session/merchant', {
      merchantId: merchant.user.id,
    });
    expect(switched.statusCode, switched.body).toBe(200);

    const rung = await posCall(ctx, cashier, 'POST', '/api/pos/sales', {
      walletId: merchant.wallet.id,
      currency: 'usdt',
      fiatCurrency: 'EUR',
      lines: [{ kind: 'product', productId: espresso.id, quantity: 3 }],
    });
    expect(rung.statusCode, rung.body).toBe(201);
    const payment = rung.json<Sale>().payment;
    // The cashier's list is what they made today; the owner's is the shop's.
    const theirs = await posCall(ctx, cashier, 'GET', '/api/payments?scope=all');
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([
      payment.id,
    ]);
    const shops = await posCall(ctx, merchant, 'GET', '/api/payments?scope=all');
    expect(shops.json<{ items: unknown[] }>().items.length).toBeGreaterThan(1);
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyTransfers(tx, 'ethereum', [transferFor(payment)], {
        head: 100,
        blockTimes: blockTimesOf([{ blockNumber: 100 }]),
      }),
    );
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 200),
    );
    const list = await posCall(ctx, merchant, 'GET', '/api/transactions');
    const row = list
      .json()
      .items.find((item: { paymentId: string }) => item.paymentId === payment.id);
    expect(row).toMatchObject({ source: 'pos', createdBy: person.email });
    const detail = await posCall(ctx, merchant, 'GET', `/api/transactions/${row.id}`);
    expect(detail.json().transaction.createdBy).toBe(person.email);

    // Payments concern the owner and the managers: the cashier hears nothing of them.
    expect(await notificationKeys(ctx.db, merchant.user.id)).toContain('payments.confirmed');
    expect((await notificationKeys(ctx.db, manager.id)).slice(0, 2)).toEqual([
      'payments.confirmed',
      'payments.detected',
    ]);
    expect(await notificationKeys(ctx.db, person.id)).toEqual([]);
  });

  describe('customer display links', () => {
    const open = async (who: TestMerchant) =>
      (await posCall(ctx, who, 'POST', '/api/pos/display-links')).json<DisplayLink>();
    const view = (token: string) =>
      ctx.app.inject({ url: `/api/pos/display/${encodeURIComponent(token)}` });

    it("follows the till's latest sale without a session, and only its own merchant's", async () => {
      const link = await open(merchant);
      expect(link.url).toMatch(new RegExp(`/pos/display/${link.token}$`));
      const latest = await createSale(ctx, merchant, {
        lines: [{ kind: 'product', productId: espresso.id, quantity: 3 }],
      });
      await createSale(ctx, other, { lines: [{ kind: 'custom', unitCents: 5, quantity: 1 }] });
      const response = await view(link.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const state = response.json<DisplayState>();
      expect(state).toMatchObject({
        merchantName: 'Bar Aurora',
        sale: {
          paymentId: latest.payment.id,
          status: 'PENDING',
          fiatAmount: '4.50',
          amount: latest.payment.amount,
          qrContent: latest.payment.qrContent,
          eip681: latest.payment.eip681,
        },
      });
      expect(state.sale?.lineItems).toEqual(latest.lineItems);

      const otherLink = await open(other);
      const otherState = (await view(otherLink.token)).json<DisplayState>();
      expect(otherState.sale?.paymentId).not.toBe(latest.payment.id);
    });

    it('stops answering once the link expires or is revoked, and only its merchant revokes it', async () => {
      const link = await open(merchant);
      const foreign = await posCall(ctx, other, 'DELETE', `/api/pos/display-links/${link.id}`);
      expect(foreign.statusCode).toBe(404);
      expect((await view(link.token)).statusCode).toBe(200);

      const saved = now;
      now = new Date(saved.getTime() + 241 * 60_000);
      try {
        const expired = await view(link.token);
        expect(expired.statusCode).toBe(404);
        expect(expired.json().error).toBe('displayLinkNotFound');
      } finally {
        now = saved;
      }

      const revoked = await posCall(ctx, merchant, 'DELETE', `/api/pos/display-links/${link.id}`);
      expect(revoked.statusCode).toBe(204);
      expect((await view(link.token)).statusCode).toBe(404);
    });

    it('keeps at most 10 live links per merchant, and forgets expired ones', async () => {
      const fresh = await buildMerchant(ctx, { planId: 'plus' });
      for (let index = 0; index < 10; index += 1) await open(fresh);
      const refused = await posCall(ctx, fresh, 'POST', '/api/pos/display-links');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('tooManyDisplayLinks');
      const saved = now;
      now = new Date(saved.getTime() + 241 * 60_000);
      try {
        expect((await posCall(ctx, fresh, 'POST', '/api/pos/display-links')).statusCode).toBe(201);
      } finally {
        now = saved;
      }
    });

    it('shows the cart line by line as the till builds it, until it is charged', async () => {
      const fresh = await buildMerchant(ctx, { planId: 'plus', displayName: 'Bar Fresco' });
      const tea = await createProduct(ctx, fresh, { name: 'Tea', priceCents: 200 });
      const link = await open(fresh);
      const putCart = (body: object) => posCall(ctx, fresh, 'PUT', '/api/pos/cart', body);
      expect((await view(link.token)).json<DisplayState>()).toMatchObject({
        cart: null,
        sale: null,
      });

      const lines = [
        { kind: 'product', productId: tea.id, quantity: 2 },
        { kind: 'custom', unitCents: 50, quantity: 1 },
      ];
      const saved = await putCart({ fiatCurrency: 'EUR', lines, tipPercent: 10 });
      expect(saved.statusCode).toBe(200);
      const state = (await view(link.token)).json<DisplayState>();
      expect(state.cart).toMatchObject({
        fiatCurrency: 'EUR',
        subtotalCents: 450,
        tipCents: 45,
        totalCents: 495,
      });
      expect(state.cart?.lineItems.map((line) => [line.name, line.totalCents])).toEqual([
        ['Tea', 400],
        ['', 50],
        ['10%', 45],
      ]);

      const charged = await createSale(ctx, fresh, { lines, tipPercent: 10 });
      const after = (await view(link.token)).json<DisplayState>();
      expect(after.cart).toBeNull();
      expect(after.sale).toMatchObject({ paymentId: charged.payment.id, chainName: 'Ethereum' });

      await putCart({ fiatCurrency: 'EUR', lines: lines.slice(0, 1) });
      expect((await view(link.token)).json<DisplayState>().cart?.totalCents).toBe(400);
      await putCart({ fiatCurrency: 'EUR', lines: [] });
      expect((await view(link.token)).json<DisplayState>().cart).toBeNull();
    });

    it("refuses another merchant's product, an unoffered tip and a cart without a session", async () => {
      const foreign = await posCall(ctx, other, 'PUT', '/api/pos/cart', {
        fiatCurrency: 'EUR',
        lines: [{ kind: 'product', productId: espresso.id, quantity: 1 }],
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('productNotFound');
      const tip = await posCall(ctx, merchant, 'PUT', '/api/pos/cart', {
        fiatCurrency: 'EUR',
        lines: [{ kind: 'custom', unitCents: 100, quantity: 1 }],
        tipPercent: 7,
      });
      expect(tip.json().error).toBe('tipNotOffered');
      const bad = await posCall(ctx, merchant, 'PUT', '/api/pos/cart', { fiatCurrency: 'XYZ' });
      expect(bad.statusCode).toBe(400);
      const anonymous = await ctx.app.inject({
        method: 'PUT',
        url: '/api/pos/cart',
        payload: { fiatCurrency: 'EUR', lines: [] },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 404 to a made-up token and refuses an over-long one unread', async () => {
      expect((await view('made-up')).statusCode).toBe(404);
      // Fastify refuses path parameters over 100 characters (414) before any lookup.
      expect((await view('x'.repeat(101))).statusCode).toBe(414);
    });
  });

  it('refuses a receipt for an unpaid sale or a sale of another merchant', async () => {
    const created = await createSale(ctx, merchant, {
      lines: [{ kind: 'custom', unitCents: 100, quantity: 1 }],
    });
    const url = `/api/pos/sales/${created.payment.id}/receipt`;
    const unpaid = await posCall(ctx, merchant, 'POST', url, { email: 'buyer@example.com' });
    expect(unpaid.statusCode).toBe(409);
    const foreign = await posCall(ctx, other, 'POST', url, { email: 'buyer@example.com' });
    expect(foreign.statusCode).toBe(404);
    const bad = await posCall(ctx, merchant, 'POST', url, { email: 'not an email' });
    expect(bad.statusCode).toBe(400);
  });
});
