import { explorerTxUrl, type ChainRegistry } from '@incasso/shared/chains';
import type { PaymentRequest } from '@incasso/shared/payments';
import type { LineItem } from '@incasso/shared/pos';
import {
  rangeBound,
  type TransactionDetail,
  type TransactionFilters,
  type TransactionList,
  type TransactionQuery,
} from '@incasso/shared/transactions';
import type { Database } from '#server/db/client.ts';
import type { TransactionRow } from '#server/db/schema/transactions.ts';
import { notFound } from '#server/lib/app-error.ts';
import {
  decodeLedgerCursor,
  encodeLedgerCursor,
  sortOrder,
  type LedgerCursor,
  type SortOrder,
} from './transactions-cursor.ts';
import { createPlatformActivityRepository } from './platform-activity.repository.ts';
import { presentPaidRequest, presentTransaction } from './transactions.presenter.ts';
import { transactionsRepository as repo, type LedgerFilters } from './transactions.repository.ts';

/** Rows per database round trip of an export: a few hundred KiB of CSV held at a time. */
export const EXPORT_BATCH_ROWS = 1_000;

/** The payment requests a transaction paid (the payments module's service). */
export interface PaidRequests {
  get(userId: string, id: string): Promise<PaymentRequest>;
}

/** A POS sale's cart (the point-of-sale module); other requests have none. */
export interface SaleLines {
  of(paymentId: string): Promise<LineItem[]>;
}

export function toLedgerFilters(query: TransactionFilters): LedgerFilters {
  return {
    from: query.from ? rangeBound(query.from, 'start') : undefined,
    before: query.to ? rangeBound(query.to, 'end') : undefined,
    status: query.status,
    chain: query.chain,
    currency: query.currency,
    fiat: query.fiat,
    minCents: query.min,
    maxCents: query.max,
    q: query.q || undefined,
  };
}

function cursorOf(order: SortOrder, row: TransactionRow): LedgerCursor {
  return order.key === 'date'
    ? { key: 'date', value: row.date, id: row.id }
    : { key: 'amount', value: row.fiatCents, id: row.id };
}

/** The read side of the ledger: pages, one transaction with its request, and exports. */
export function createTransactionsService(deps: {
  db: Database;
  registry: ChainRegistry;
  /** A thunk: the payments module is built after this one, as it records into the ledger. */
  requests: () => PaidRequests;
  /** A thunk too: the point of sale is built later, on top of payments. */
  saleLines: () => SaleLines;
}) {
  const { db } = deps;
  const activity = createPlatformActivityRepository(db);

  return {
    async list(userId: string, query: TransactionQuery): Promise<TransactionList> {
      const order = sortOrder(query.sort);
      const cursor = query.cursor ? decodeLedgerCursor(query.cursor, query.sort) : undefined;
      const rows = await repo.page(db, userId, {
        filters: toLedgerFilters(query),
        order,
        cursor,
        // One more than asked tells whether a next page exists.
        limit: query.limit + 1,
      });
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const hasMore = rows.length > query.limit && last !== undefined;
      return {
        items: items.map((row) => presentTransaction(row, deps.registry)),
        nextCursor: hasMore ? encodeLedgerCursor(query.sort, cursorOf(order, last)) : null,
      };
    },

    /** The platform fees the user's Completed transactions accrued, per fiat currency (billing). */
    feeTotals: (userId: string) => repo.completedFeeTotals(db, userId),

    /** Completed sales of one source (the till) since `from`, per fiat currency. */
    completedBySource: (userId: string, source: TransactionRow['source'], from: Date) =>
      repo.completedBySource(db, userId, source, from),

    /** Every account's Completed volume per fiat currency (the admin dashboard). */
    volume: () => repo.completedVolume(db),

    /**
     * Every account's ledger over [from, before), summed per UTC day, status, fiat currency,
     * chain and coin, and how many merchants were paid (the admin's platform analytics).
     */
    async platformActivity(from: Date, before: Date) {
      const [rows, paidMerchants] = await Promise.all([
        activity.byDay(from, before),
        activity.paidMerchants(from, before),
      ]);
      return { rows, paidMerchants };
    },

    async get(userId: string, id: string): Promise<TransactionDetail> {
      const row = await repo.findOwned(db, userId, id);
      if (!row) throw notFound('Transaction not found.');
      const request = await deps.requests().get(userId, row.paymentId);
      return {
        transaction: presentTransaction(row, deps.registry),
        explorerUrl: row.txHash ? explorerTxUrl(row.chain, row.txHash, deps.registry) : null,
        request: presentPaidRequest(request),
        lineItems: row.source === 'pos' ? await deps.saleLines().of(row.paymentId) : [],
      };
    },

    /**
     * Every matching row in order, `batchSize` at a time: each batch is one keyset query, so
     * memory holds one batch whatever the total, and a row inserted meanwhile never shifts the
     * rest (no offset) nor holds a connection while a slow client downloads.
     */
    async *exportBatches(
      userId: string,
      query: TransactionFilters,
      batchSize = EXPORT_BATCH_ROWS,
    ): AsyncGenerator<TransactionRow[]> {
      const order = sortOrder(query.sort);
      const filters = toLedgerFilters(query);
      let cursor: LedgerCursor | undefined;
      for (;;) {
        const rows = await repo.page(db, userId, { filters, order, cursor, limit: batchSize });
        const last = rows.at(-1);
        if (!last) return;
        yield rows;
        if (rows.length < batchSize) return;
        cursor = cursorOf(order, last);
      }
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
