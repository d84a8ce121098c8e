import { feeCentsForBasisPoints } from '@incasso/shared/money';
import type {
  TransactionList,
  TransactionQuery,
  TransactionStatus,
} from '@incasso/shared/transactions';
import type { Database } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { decodeCursor, pageOf } from '../../lib/page-cursor.ts';
import { presentTransaction } from './transactions.presenter.ts';
import {
  transactionsRepository as repo,
  type TransactionFilters,
} from './transactions.repository.ts';

/** What the ledger needs of a payment request. */
export type LedgerPayment = Pick<
  PaymentRow,
  | 'id'
  | 'userId'
  | 'status'
  | 'chain'
  | 'currency'
  | 'decimals'
  | 'paidBaseUnits'
  | 'fiatCents'
  | 'fiatCurrency'
  | 'feeBps'
  | 'txHash'
  | 'detectedAt'
>;

const LEDGER_STATUS = {
  DETECTED: 'Pending',
  CONFIRMING: 'Pending',
  CONFIRMED: 'Completed',
} as const satisfies Partial<Record<PaymentRow['status'], TransactionStatus>>;

/** A day means the whole day (UTC); an instant means itself. */
function dayOrInstant(text: string, endOfDay: boolean): Date {
  const date = new Date(text);
  if (endOfDay && text.length === 10) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export function createTransactionsService(db: Database) {
  return {
    /**
     * Keeps the payment's transaction in step with it, inside the caller's database transaction:
     * created when a payment is seen (Pending), Completed on CONFIRMED, Failed when the request
     * times out after all, and gone when a reorg returns the request to PENDING.
     */
    async syncFromPayment(tx: Database, payment: LedgerPayment): Promise<void> {
      if (payment.status === 'PENDING') return repo.remove(tx, payment.id);
      if (payment.status === 'TIMED_OUT') return repo.setStatus(tx, payment.id, 'Failed');
      await repo.upsert(tx, {
        userId: payment.userId,
        paymentId: payment.id,
        chain: payment.chain,
        currency: payment.currency,
        decimals: payment.decimals,
        cryptoBaseUnits: payment.paidBaseUnits,
        fiatCents: payment.fiatCents,
        fiatCurrency: payment.fiatCurrency,
        feeCents: feeCentsForBasisPoints(payment.fiatCents, payment.feeBps),
        status: LEDGER_STATUS[payment.status],
        txHash: payment.txHash,
        date: payment.detectedAt ?? new Date(),
      });
    },

    async list(userId: string, query: TransactionQuery): Promise<TransactionList> {
      const filters: TransactionFilters = {
        from: query.from ? dayOrInstant(query.from, false) : undefined,
        before: query.to ? dayOrInstant(query.to, true) : undefined,
        status: query.status,
        chain: query.chain,
        currency: query.currency,
        q: query.q || undefined,
      };
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.list(db, userId, filters, cursor, query.limit);
      const page = pageOf(rows, query.limit, (row) => ({ at: row.date, id: row.id }));
      return { items: page.items.map(presentTransaction), nextCursor: page.nextCursor };
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
