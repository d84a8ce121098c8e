import { and, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { transactions } from '#server/db/schema/transactions.ts';

/**
 * The ledger's sums for the dashboard's revenue trend (kept apart from the list's queries in
 * transactions.repository.ts, which change for other reasons).
 */
export function createRevenueRepository(db: Database) {
  return {
    /**
     * Completed transactions summed per fiat currency and per bucket, where bucket i (1-based)
     * holds the dates in [boundaries[i-1], boundaries[i]). Postgres' `width_bucket` does the
     * sorting in one pass, whatever the number of buckets; the caller picks the boundaries, so
     * any calendar (a time zone's midnights, DST days of 23 or 25 hours) works the same.
     */
    completedByBucket(userId: string, boundaries: readonly Date[]) {
      const first = boundaries[0];
      const last = boundaries.at(-1);
      if (!first || !last || boundaries.length < 2) throw new RangeError('two boundaries at least');
      const thresholds = sql.join(
        boundaries.map((boundary) => sql`${boundary.toISOString()}::timestamptz`),
        sql`, `,
      );
      return (
        db
          .select({
            bucket: sql`width_bucket(${transactions.date}, array[${thresholds}])`.mapWith(Number),
            fiatCurrency: transactions.fiatCurrency,
            // Net of confirmed refunds (decision note 099).
            revenueCents:
              sql`sum(${transactions.fiatCents} - ${transactions.refundedCents})`.mapWith(Number),
            feeCents: sql`sum(${transactions.feeCents})`.mapWith(Number),
            count: sql`count(*)`.mapWith(Number),
          })
          .from(transactions)
          .where(
            and(
              eq(transactions.userId, userId),
              eq(transactions.status, 'Completed'),
              gte(transactions.date, first),
              lt(transactions.date, last),
            ),
          )
          // By position: the bucket expression carries parameters, which Postgres would not
          // recognise as the same expression a second time.
          .groupBy(sql`1`, sql`2`)
      );
    },

    async firstDate(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ first: min(transactions.date) })
        .from(transactions)
        .where(eq(transactions.userId, userId));
      return row?.first ?? null;
    },
  };
}
