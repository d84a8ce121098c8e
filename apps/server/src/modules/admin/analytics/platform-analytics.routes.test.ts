import type { AdminAnalytics } from '@incasso/shared/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '#server/db/schema/transactions.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { seedTransactions } from '#test/factories/transactions.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';

/** What seedTransactions writes for rows 1..count: Completed unless n % 10 = 0, EUR when even. */
function seeded(count: number) {
  const rows = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const cents = ((n % 1000) + 1) * 100;
    return {
      completed: n % 10 !== 0,
      currency: n % 2 === 0 ? 'EUR' : 'USD',
      cents,
      fee: Math.floor((cents * 75 + 5000) / 10000),
    };
  });
  const done = rows.filter((row) => row.completed);
  const sum = (currency: string, field: 'cents' | 'fee') =>
    done.filter((row) => row.currency === currency).reduce((total, row) => total + row[field], 0);
  return {
    completed: done.length,
    failed: count - done.length,
    eur: sum('EUR', 'cents'),
    usd: sum('USD', 'cents'),
    eurFee: sum('EUR', 'fee'),
    usdFee: sum('USD', 'fee'),
  };
}

// DESIGN section 7's GET /api/admin/analytics, from every merchant's ledger.
describe('GET /api/admin/analytics', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let adminCookie: string;
  let merchantCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => new Date('2027-03-10T12:00:00Z') } });
    const admin = await buildUser(ctx.db, { isAdmin: true });
    adminCookie = await signIn(ctx.app, admin);
    const shop = await buildUser(ctx.db, { planId: 'plus' });
    merchantCookie = await signIn(ctx.app, shop);
    const bar = await buildUser(ctx.db, { planId: 'plus' });
    const idle = await buildUser(ctx.db, { planId: 'plus' });
    // Inside the 7 days (the first of them starts 4 March, 00:00 UTC)…
    await seedTransactions(ctx.db, {
      userId: shop.id,
      count: 30,
      start: new Date('2027-03-04T00:00:00Z'),
    });
    await seedTransactions(ctx.db, {
      userId: bar.id,
      count: 20,
      start: new Date('2027-03-09T08:00:00Z'),
    });
    await ctx.db
      .update(transactions)
      .set({ chain: 'bsc', currency: 'bnb' })
      .where(eq(transactions.userId, bar.id));
    // …and a second before them, and long before: counted in 90 days, or never.
    await seedTransactions(ctx.db, {
      userId: idle.id,
      count: 10,
      start: new Date('2027-03-03T23:59:50Z'),
    });
    await seedTransactions(ctx.db, {
      userId: idle.id,
      count: 10,
      start: new Date('2026-11-01T00:00:00Z'),
    });
  });
  afterAll(() => ctx.close());

  const get = (query: string, cookie = adminCookie) =>
    ctx.app.inject({ url: `/api/admin/analytics${query}`, headers: sessionHeaders(cookie) });

  it('sums the last 7 UTC days per status, currency, day, chain and coin', async () => {
    const response = await get('?days=7');
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminAnalytics>();
    const shop = seeded(30);
    const bar = seeded(20);
    expect(body).toMatchObject({
      days: 7,
      from: '2027-03-04',
      to: '2027-03-10',
      transactions: {
        completed: shop.completed + bar.completed,
        pending: 0,
        failed: shop.failed + bar.failed,
      },
      paidMerchants: 2,
    });
    expect(body.volume).toEqual(
      expect.arrayContaining([
        { currency: 'EUR', cents: shop.eur + bar.eur },
        { currency: 'USD', cents: shop.usd + bar.usd },
      ]),
    );
    expect(body.fees).toEqual(
      expect.arrayContaining([
        { currency: 'EUR', cents: shop.eurFee + bar.eurFee },
        { currency: 'USD', cents: shop.usdFee + bar.usdFee },
      ]),
    );
    expect(body.daily.map((day) => day.day)).toEqual([
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
    ]);
    expect(body.daily.map((day) => day.completed)).toEqual([
      shop.completed,
      0,
      0,
      0,
      0,
      bar.completed,
      0,
    ]);
    expect(body.chains.map(({ chain, completed }) => [chain, completed])).toEqual([
      ['bsc', bar.completed],
      ['ethereum', shop.completed],
    ]);
    expect(body.coins.map(({ currency, completed }) => [currency, completed])).toEqual([
      ['bnb', bar.completed],
      ['usdt', shop.completed],
    ]);
  });

  it('reaches further back over 90 days, and 30 by default', async () => {
    const ninety = (await get('?days=90')).json<AdminAnalytics>();
    expect(ninety.from).toBe('2026-12-11');
    expect(ninety.paidMerchants).toBe(3);
    expect(ninety.transactions.completed).toBe(
      seeded(30).completed + seeded(20).completed + seeded(10).completed,
    );
    const byDefault = (await get('')).json<AdminAnalytics>();
    expect(byDefault).toMatchObject({ days: 30, from: '2027-02-09', to: '2027-03-10' });
    expect(byDefault.daily).toHaveLength(30);
  });

  it('refuses another window with 400 and a merchant with 403', async () => {
    const odd = await get('?days=14');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toBe('invalidInput');
    const merchant = await get('?days=7', merchantCookie);
    expect(merchant.statusCode).toBe(403);
    expect(merchant.json().error).toBe('adminRequired');
  });
});
