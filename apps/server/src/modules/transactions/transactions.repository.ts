import { and, asc, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { FiatCurrency } from '@incasso/shared/money';
import type { LineItem } from '@incasso/shared/pos';
import type { TransactionStatus } from '@incasso/shared/transactions';
import type { Database } from '#server/db/client.ts';
import {
  transactions,
  type LedgerRequest,
  type TransactionRow,
} from '#server/db/schema/transactions.ts';
import type { LedgerCursor, SortOrder } from './transactions-cursor.ts';

export type NewTransaction = typeof transactions.$inferInsert;

export interface LedgerFilters {
  from?: Date;
  /** Exclusive. */
  before?: Date;
  status?: TransactionStatus;
  chain?: ChainId;
  currency?: CurrencyId;
  fiat?: FiatCurrency;
  /** Inclusive, in cents of the fiat currency. */
  minCents?: number;
  maxCents?: number;
  q?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SORT_COLUMNS = { date: transactions.date, amount: transactions.fiatCents } as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Substring of the hash, order id or payer address (any case), or a payment's exact id. */
function searchCondition(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(transactions.txHash, pattern),
    ilike(transactions.orderId, pattern),
    ilike(transactions.payerAddress, pattern),
    UUID.test(q) ? eq(transactions.paymentId, q) : undefined,
  );
}

function filterConditions(userId: string, filters: LedgerFilters): (SQL | undefined)[] {
  return [
    eq(transactions.userId, userId),
    filters.from && gte(transactions.date, filters.from),
    filters.before && lt(transactions.date, filters.before),
    filters.status && eq(transactions.status, filters.status),
    filters.chain && eq(transactions.chain, filters.chain),
    filters.currency && eq(transactions.currency, filters.currency),
    filters.fiat && eq(transactions.fiatCurrency, filters.fiat),
    filters.minCents !== undefined ? gte(transactions.fiatCents, filters.minCents) : undefined,
    filters.maxCents !== undefined ? lte(transactions.fiatCents, filters.maxCents) : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
  ];
}

/** Rows strictly after the cursor in the page order: a row compare the index can seek. */
function afterCursor(order: SortOrder, cursor: LedgerCursor): SQL {
  const column = SORT_COLUMNS[order.key];
  const operator = sql.raw(order.direction === 'desc' ? '<' : '>');
  return sql`(${column}, ${transactions.id}) ${operator} (${cursor.value}, ${cursor.id})`;
}

/** Every query of the ledger; writes take the caller's database transaction. */
export function createTransactionsRepository(db: Database) {
  return {
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
            orderId: values.orderId,
            payerAddress: values.payerAddress,
            request: values.request,
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
      request: LedgerRequest,
    ): Promise<TransactionRow | undefined> {
      const [row] = await tx
        .update(transactions)
        .set({ status, request, updatedAt: new Date() })
        .where(eq(transactions.paymentId, paymentId))
        .returning();
      return row;
    },

    async remove(tx: Database, paymentId: string): Promise<void> {
      await tx.delete(transactions).where(eq(transactions.paymentId, paymentId));
    },

    /** The fees of the user's Completed transactions, summed per fiat currency. */
    async completedFeeTotals(
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
      return rows.map((row) => ({
        fiatCurrency: row.fiatCurrency,
        feeCents: Number(row.feeCents),
      }));
    },

    /** Count and volume of the user's Completed transactions of `source` since `from`. */
    async completedBySource(
      userId: string,
      source: TransactionRow['source'],
      from: Date,
    ): Promise<{ fiatCurrency: FiatCurrency; count: number; totalCents: number }[]> {
      const rows = await db
        .select({
          fiatCurrency: transactions.fiatCurrency,
          count: sql<string>`count(*)`,
          totalCents: sql<string>`coalesce(sum(${transactions.fiatCents}), 0)`,
        })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            eq(transactions.status, 'Completed'),
            eq(transactions.source, source),
            gte(transactions.date, from),
          ),
        )
        .groupBy(transactions.fiatCurrency)
        .orderBy(transactions.fiatCurrency);
      return rows.map((row) => ({
        fiatCurrency: row.fiatCurrency,
        count: Number(row.count),
        totalCents: Number(row.totalCents),
      }));
    },

    /** The volume of every account's Completed transactions, per fiat currency (admin). */
    async completedVolume(): Promise<
      { currency: TransactionRow['fiatCurrency']; cents: number }[]
    > {
      const rows = await db
        .select({
          currency: transactions.fiatCurrency,
          cents: sql<string>`coalesce(sum(${transactions.fiatCents}), 0)`,
        })
        .from(transactions)
        .where(eq(transactions.status, 'Completed'))
        .groupBy(transactions.fiatCurrency);
      return rows.map((row) => ({ currency: row.currency, cents: Number(row.cents) }));
    },

    async findOwned(userId: string, id: string): Promise<TransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
      return row;
    },

    /** Up to `limit` rows in `order` after `cursor` (from the start without one). */
    page(
      userId: string,
      query: { filters: LedgerFilters; order: SortOrder; cursor?: LedgerCursor; limit: number },
    ): Promise<TransactionRow[]> {
      const { filters, order, cursor, limit } = query;
      const direction = order.direction === 'desc' ? desc : asc;
      return db
        .select()
        .from(transactions)
        .where(and(...filterConditions(userId, filters), cursor && afterCursor(order, cursor)))
        .orderBy(direction(SORT_COLUMNS[order.key]), direction(transactions.id))
        .limit(limit);
    },

    /** The request's snapshot alone (its confirmations, flags): no ledger figure changed. */
    async setRequest(tx: Database, paymentId: string, request: LedgerRequest): Promise<void> {
      await tx
        .update(transactions)
        .set({ request, updatedAt: new Date() })
        .where(eq(transactions.paymentId, paymentId));
    },

    /** What confirmed refunds gave back; the cents never above what the payment counted. */
    async setRefunds(
      tx: Database,
      paymentId: string,
      totals: { baseUnits: bigint; cents: number },
    ): Promise<TransactionRow | undefined> {
      const [row] = await tx
        .update(transactions)
        .set({
          refundedBaseUnits: totals.baseUnits,
          refundedCents: sql`least(${totals.cents}, ${transactions.fiatCents})`,
          updatedAt: new Date(),
        })
        .where(eq(transactions.paymentId, paymentId))
        .returning();
      return row;
    },

    /** A till sale's cart, copied once: a row that has its lines keeps them. */
    async attachLineItems(paymentId: string, lineItems: LineItem[]): Promise<void> {
      await db
        .update(transactions)
        .set({ lineItems })
        .where(
          and(eq(transactions.paymentId, paymentId), sql`${transactions.lineItems} = '[]'::jsonb`),
        );
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
