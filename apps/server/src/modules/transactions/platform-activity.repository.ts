import { and, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { transactions } from '#server/db/schema/transactions.ts';

/**
 * Every merchant's ledger summed over a window, for the platform's analytics (admin module):
 * one row per UTC day, status, fiat currency, chain and coin, so the window's size never
 * changes how many rows leave the database by more than its days.
 */
export function createPlatformActivityRepository(db: Database) {
  const within = (from: Date, before: Date) =>
    and(gte(transactions.date, from), lt(transactions.date, before));
  return {
    byDay(from: Date, before: Date) {
      const day = sql<string>`to_char(${transactions.date} at time zone 'UTC', 'YYYY-MM-DD')`;
      return (
        db
          .select({
            day,
            status: transactions.status,
            fiatCurrency: transactions.fiatCurrency,
            chain: transactions.chain,
            currency: transactions.currency,
            count: sql`count(*)`.mapWith(Number),
            fiatCents: sql`sum(${transactions.fiatCents})`.mapWith(Number),
            feeCents: sql`sum(${transactions.feeCents})`.mapWith(Number),
          })
          .from(transactions)
          .where(within(from, before))
          // By position: the day expression is not recognised as the same one a second time.
          .groupBy(sql`1`, sql`2`, sql`3`, sql`4`, sql`5`)
      );
    },

    async paidMerchants(from: Date, before: Date): Promise<number> {
      const [row] = await db
        .select({ count: countDistinct(transactions.userId) })
        .from(transactions)
        .where(and(within(from, before), eq(transactions.status, 'Completed')));
      return row?.count ?? 0;
    },
  };
}

export type PlatformActivityRepository = ReturnType<typeof createPlatformActivityRepository>;
