import { feeCentsForBasisPoints } from '@incasso/shared/money';
import type {
  TransactionList,
  TransactionQuery,
  TransactionStatus,
} from '@incasso/shared/transactions';
import type { Database } from '#server/db/client.ts';
import type { NewDomainEvent } from '#server/events/domain-events.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import type { TransactionRow } from '#server/db/schema/transactions.ts';
import { decodeCursor, pageOf } from '#server/lib/page-cursor.ts';
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

/** The last instant a database timestamp holds in a four-digit year: the end of 9999. */
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/** A day means the whole day (UTC); an instant means itself. */
function dayOrInstant(text: string, endOfDay: boolean): Date {
  const date = new Date(text);
  if (endOfDay && text.length === 10) date.setUTCDate(date.getUTCDate() + 1);
  // The day after 31 December 9999 would be year 10000, which no timestamp column takes.
  return new Date(Math.min(date.getTime(), LAST_INSTANT));
}

/** The ledger row as `transaction.recorded` carries it. */
function recordedEvent(row: TransactionRow): NewDomainEvent<'transaction.recorded'> {
  return {
    type: 'transaction.recorded',
    aggregateId: row.id,
    userId: row.userId,
    data: {
      id: row.id,
      paymentId: row.paymentId,
      status: row.status,
      chain: row.chain,
      currency: row.currency,
      cryptoBaseUnits: row.cryptoBaseUnits.toString(),
      fiatCents: row.fiatCents,
      fiatCurrency: row.fiatCurrency,
      feeCents: row.feeCents,
      txHash: row.txHash,
      date: row.date.toISOString(),
    },
  };
}

export function createTransactionsService(db: Database, events: Pick<DomainEvents, 'record'>) {
  /** Stored in the caller's transaction with the change that made it. */
  async function recorded(tx: Database, row: TransactionRow | undefined) {
    if (row) await events.record(tx, [recordedEvent(row)]);
  }

  return {
    /**
     * Keeps the payment's transaction in step with it, inside the caller's database transaction:
     * created when a payment is seen (Pending), Completed on CONFIRMED, Failed when the request
     * times out after all, and gone when a reorg returns the request to PENDING.
     */
    async syncFromPayment(tx: Database, payment: LedgerPayment): Promise<void> {
      // Nothing was paid to a pending or cancelled request (only those can be cancelled).
      if (payment.status === 'PENDING' || payment.status === 'CANCELLED') {
        return repo.remove(tx, payment.id);
      }
      if (payment.status === 'TIMED_OUT') {
        return recorded(tx, await repo.setStatus(tx, payment.id, 'Failed'));
      }
      // Something was paid, so the request has its coin.
      const { currency, decimals } = payment;
      if (currency === null || decimals === null) {
        throw new Error(`payment ${payment.id} was paid without a coin`);
      }
      const row = await repo.upsert(tx, {
        userId: payment.userId,
        paymentId: payment.id,
        chain: payment.chain,
        currency,
        decimals,
        cryptoBaseUnits: payment.paidBaseUnits,
        fiatCents: payment.fiatCents,
        fiatCurrency: payment.fiatCurrency,
        feeCents: feeCentsForBasisPoints(payment.fiatCents, payment.feeBps),
        status: LEDGER_STATUS[payment.status],
        txHash: payment.txHash,
        date: payment.detectedAt ?? new Date(),
      });
      await recorded(tx, row);
    },

    /** The platform fees the user's Completed transactions accrued, per fiat currency (billing). */
    feeTotals: (userId: string) => repo.completedFeeTotals(db, userId),

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
