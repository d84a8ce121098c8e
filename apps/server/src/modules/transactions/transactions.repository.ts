import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { TransactionStatus } from '@incasso/shared/transactions';
import type { Database } from '#server/db/client.ts';
import { transactions, type TransactionRow } from '#server/db/schema/transactions.ts';
import type { PageCursor } from '#server/lib/page-cursor.ts';

export type NewTransaction = typeof transactions.$inferInsert;

export interface TransactionFilters {
  from?: Date;
  /** Exclusive. */
  before?: Date;
  status?: TransactionStatus;
  chain?: ChainId;
  currency?: CurrencyId;
  q?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every query of the ledger; writes take the caller's database transaction. */
export const transactionsRepository = {
  async upsert(tx: Database, values: NewTransaction): Promise<TransactionRow | undefined> {
    const [row] = await tx
      .insert(transactions)
      .values(values)
      .onConflictDoUpdate({
        target: transactions.paymentId,
        set: {
          cryptoBaseUnits: values.cryptoBaseUnits,
          status: values.status,
          txHash: values.txHash,
          date: values.date,
          updatedAt: new Date(),
        },
      })
      .returning();
    return row;
  },

  async setStatus(
    tx: Database,
    paymentId: string,
    status: TransactionStatus,
  ): Promise<TransactionRow | undefined> {
    const [row] = await tx
      .update(transactions)
      .set({ status, updatedAt: new Date() })
      .where(eq(transactions.paymentId, paymentId))
      .returning();
    return row;
  },

  async remove(tx: Database, paymentId: string): Promise<void> {
    await tx.delete(transactions).where(eq(transactions.paymentId, paymentId));
  },

  /** The fees of the user's Completed transactions, summed per fiat currency. */
  async completedFeeTotals(
    db: Database,
    userId: string,
  ): Promise<{ fiatCurrency: TransactionRow['fiatCurrency']; feeCents: number }[]> {
    const rows = await db
      .select({
        fiatCurrency: transactions.fiatCurrency,
        feeCents: sql<string>`coalesce(sum(${transactions.feeCents}), 0)`,
      })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.status, 'Completed')))
      .groupBy(transactions.fiatCurrency);
    // A sum of bigints comes back as numeric text; fees are cents far inside a safe integer.
    return rows.map((row) => ({ fiatCurrency: row.fiatCurrency, feeCents: Number(row.feeCents) }));
  },

  /** Newest first; `limit + 1` rows so the caller knows whether a next page exists. */
  list(
    db: Database,
    userId: string,
    filters: TransactionFilters,
    cursor: PageCursor | undefined,
    limit: number,
  ): Promise<TransactionRow[]> {
    const conditions: (SQL | undefined)[] = [
      eq(transactions.userId, userId),
      filters.from && gte(transactions.date, filters.from),
      filters.before && lt(transactions.date, filters.before),
      filters.status && eq(transactions.status, filters.status),
      filters.chain && eq(transactions.chain, filters.chain),
      filters.currency && eq(transactions.currency, filters.currency),
      filters.q
        ? or(
            ilike(transactions.txHash, `%${escapeLike(filters.q)}%`),
            UUID.test(filters.q) ? eq(transactions.paymentId, filters.q) : undefined,
          )
        : undefined,
      cursor && sql`(${transactions.date}, ${transactions.id}) < (${cursor.at}, ${cursor.id})`,
    ];
    return db
      .select()
      .from(transactions)
      .where(and(...conditions))
      .orderBy(desc(transactions.date), desc(transactions.id))
      .limit(limit + 1);
  },
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
