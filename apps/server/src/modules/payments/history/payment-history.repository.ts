import { asc, countDistinct, desc, gte, max } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { payments } from '#server/db/schema/payments.ts';

/** Who had requests lately (the platform's anomaly analysis). */
export function createPaymentHistoryRepository(db: Database) {
  return {
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
