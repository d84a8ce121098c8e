import type { TransactionList } from '@incasso/shared/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { seedTransactions } from '#test/factories/transactions.ts';
import { buildUser, sessionHeaders, signIn, type TestUser } from '#test/factories/users.ts';

// DESIGN section 7's GET /api/admin/users/:id/transactions: the User View pages through one
// account's ledger with the filters of the merchant's own list.
describe('GET /api/admin/users/:id/transactions', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let adminCookie: string;
  let shop: TestUser;
  let shopCookie: string;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    adminCookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
    shop = await buildUser(ctx.db, { planId: 'plus' });
    shopCookie = await signIn(ctx.app, shop);
    other = await buildUser(ctx.db, { planId: 'plus' });
    await seedTransactions(ctx.db, { userId: shop.id, count: 25 });
    await seedTransactions(ctx.db, { userId: other.id, count: 5 });
  });
  afterAll(() => ctx.close());

  const get = (userId: string, query = '', cookie = adminCookie) =>
    ctx.app.inject({
      url: `/api/admin/users/${userId}/transactions${query}`,
      headers: sessionHeaders(cookie),
    });

  it('pages through the account’s transactions as its owner’s list does', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: TransactionList = (await get(shop.id, query)).json<TransactionList>();
      const own: TransactionList = (
        await ctx.app.inject({
          url: `/api/transactions${query}`,
          headers: sessionHeaders(shopCookie),
        })
      ).json<TransactionList>();
      expect(page).toEqual(own);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
  });

  it('filters by status and fiat currency, and never shows another account’s rows', async () => {
    const failed = (await get(shop.id, '?status=Failed')).json<TransactionList>();
    // Rows 10 and 20 of the seed failed.
    expect(failed.items).toHaveLength(2);
    expect(failed.items.every((item) => item.status === 'Failed')).toBe(true);
    const euros = (await get(shop.id, '?fiat=EUR&limit=100')).json<TransactionList>();
    expect(euros.items.every((item) => item.fiatCurrency === 'EUR')).toBe(true);
    expect(euros.items).toHaveLength(12);
    const others = (await get(other.id, '?limit=100')).json<TransactionList>();
    expect(others.items).toHaveLength(5);
    const shopIds = new Set(euros.items.map((item) => item.id));
    expect(others.items.some((item) => shopIds.has(item.id))).toBe(false);
  });

  it('answers 404 for an unknown user, 400 for a bad filter and 403 to a merchant', async () => {
    const unknown = await get('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('userNotFound');
    const bad = await get(shop.id, '?status=Lost');
    expect(bad.statusCode).toBe(400);
    const merchant = await get(other.id, '', shopCookie);
    expect(merchant.statusCode).toBe(403);
    expect(merchant.json().error).toBe('adminRequired');
  });
});
