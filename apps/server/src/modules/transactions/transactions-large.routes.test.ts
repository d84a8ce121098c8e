import { eq } from 'drizzle-orm';
import type { Transaction } from '@incasso/shared/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { transactions } from '#server/db/schema/transactions.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { seedTransactions } from '#test/factories/transactions.ts';

const COUNT = 100_000;
const LONG = 600_000;

// 100,000 rows take a minute on PostgreSQL and far longer on the embedded database, whose
// figures bench/transactions-export.ts gives instead.
describe.skipIf(!process.env.DATABASE_URL)('transactions at 100,000 rows (PostgreSQL)', () => {
  let ctx: TestApp;
  let shop: TestMerchant;
  let seeded: Set<string>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    shop = await buildMerchant(ctx, { planId: 'premium' });
    await seedTransactions(ctx.db, { userId: shop.user.id, count: COUNT });
    const rows = await ctx.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.userId, shop.user.id));
    seeded = new Set(rows.map((row) => row.id));
  }, LONG);
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ url, headers: { cookie: shop.cookie } });

  /** Pages through `sort`, recording a few more payments between pages as a live shop would. */
  async function walk(sort: string): Promise<Transaction[]> {
    const walked: Transaction[] = [];
    let cursor: string | null = null;
    let page = 0;
    do {
      const query: string = `?sort=${sort}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await get(`/api/transactions${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ items: Transaction[]; nextCursor: string | null }>();
      walked.push(...body.items);
      cursor = body.nextCursor;
      page += 1;
      if (page % 100 === 0) {
        // One newer than all, one among the oldest: inserts on both sides of the cursor.
        await seedTransactions(ctx.db, { userId: shop.user.id, count: 1, start: new Date() });
        await seedTransactions(ctx.db, { userId: shop.user.id, count: 1 });
      }
    } while (cursor);
    return walked;
  }

  function expectEverySeededRowOnce(ids: string[]) {
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids);
    const missing = [...seeded].filter((id) => !seen.has(id));
    expect(missing).toEqual([]);
  }

  it(
    'pages newest first through all of them without a repeat or a gap, while rows arrive',
    async () => {
      const walked = await walk('date_desc');
      expectEverySeededRowOnce(walked.map((t) => t.id));
      for (let i = 1; i < walked.length; i += 1) {
        const [before, after] = [walked[i - 1], walked[i]] as [Transaction, Transaction];
        expect(before.date >= after.date).toBe(true);
      }
    },
    LONG,
  );

  it(
    'pages by amount, where a hundred rows share each amount, without a repeat or a gap',
    async () => {
      const walked = await walk('amount_asc');
      expectEverySeededRowOnce(walked.map((t) => t.id));
      const cents = walked.map((t) => t.fiatCents);
      expect(cents).toEqual([...cents].sort((a, b) => a - b));
    },
    LONG,
  );

  it(
    'exports every one of them in one streamed CSV',
    async () => {
      const response = await get('/api/transactions/export?format=csv&sort=amount_desc');
      expect(response.statusCode).toBe(200);
      const lines = response.body.split('\r\n').slice(1, -1);
      const total = await ctx.db.$count(transactions, eq(transactions.userId, shop.user.id));
      expect(lines).toHaveLength(total);
      const hashes = lines.map((line) => line.split(',')[9]?.replaceAll('"', ''));
      expect(new Set(hashes.filter((hash) => hash?.length === 66)).size).toBeGreaterThanOrEqual(
        COUNT,
      );
      const found = lines.find((line) => line.includes(',"ORDER-12345",'));
      expect(found).toMatch(/^2026-01-01T01:08:35\.000Z,"Completed",346\.00,"USD",2\.60,343\.40,/);
    },
    LONG,
  );
});
