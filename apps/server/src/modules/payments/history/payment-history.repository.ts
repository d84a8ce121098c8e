import { and, asc, countDistinct, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { payments } from '#server/db/schema/payments.ts';

/**
 * A merchant's requests since a date, reduced to what statistics read (the insights module):
 * status, fiat value, coin and chain, times, payment flags, and who paid first.
 */
export function createPaymentHistoryRepository(db: Database) {
  // Spelled out: drizzle leaves columns unqualified inside a select, and "id" in the subquery
  // would be the transfer's own.
  const firstPayer = sql<string | null>`(
    select t.from_address from payment_transfers t
    where t.payment_id = "payments"."id"
    order by t.block_number, t.log_index limit 1
  )`;
  return {
    since(userId: string, since: Date) {
      return db
        .select({
          id: payments.id,
          status: payments.status,
          fiatCents: payments.fiatCents,
          fiatCurrency: payments.fiatCurrency,
          currency: payments.currency,
          chain: payments.chain,
          createdAt: payments.createdAt,
          confirmedAt: payments.confirmedAt,
          paidLate: payments.paidLate,
          underpaid: payments.underpaid,
          overpaid: payments.overpaid,
          payerAddress: firstPayer,
        })
        .from(payments)
        .where(and(eq(payments.userId, userId), gte(payments.createdAt, since)))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    /**
     * The merchants with a request created since a date, the most recently active first, at
     * most `limit` of them, and how many there are in all (the platform's anomaly analysis).
     */
    async activeMerchantsSince(since: Date, limit: number) {
      const recent = gte(payments.createdAt, since);
      const [rows, [total]] = await Promise.all([
        db
          .select({ userId: payments.userId })
          .from(payments)
          .where(recent)
          .groupBy(payments.userId)
          .orderBy(desc(max(payments.createdAt)), asc(payments.userId))
          .limit(limit),
        db
          .select({ n: countDistinct(payments.userId) })
          .from(payments)
          .where(recent),
      ]);
      return { userIds: rows.map((row) => row.userId), total: total?.n ?? 0 };
    },
  };
}
