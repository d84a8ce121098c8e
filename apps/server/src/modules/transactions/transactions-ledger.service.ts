import { feeCentsForBasisPoints } from '@incasso/shared/money';
import type { TransactionStatus } from '@incasso/shared/transactions';
import type { Database } from '#server/db/client.ts';
import type { DomainEvents, NewDomainEvent } from '#server/events/domain-events.ts';
import type { LedgerRequest, TransactionRow } from '#server/db/schema/transactions.ts';
import type { PaymentRow } from '#server/modules/payments/payments.module.ts';
import type { TransactionsRepository } from './transactions.repository.ts';

/**
 * What the ledger needs of a payment request, handed over by the payments module so this one
 * never reads its tables (decision note 030): the request's own fields, and who sent the
 * transfer its `txHash` names.
 */
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
  | 'orderId'
  | 'source'
  | 'createdBy'
  | 'amountBaseUnits'
  | 'confirmations'
  | 'requiredConfirmations'
  | 'createdAt'
  | 'expiresAt'
  | 'paidLate'
  | 'paidPartial'
  | 'underpaid'
  | 'overpaid'
> & { payerAddress: string | null };

/** What the transaction's detail shows of its request, as the row keeps it. */
function requestOf(payment: Omit<LedgerPayment, 'payerAddress'>): LedgerRequest {
  return {
    status: payment.status,
    amountBaseUnits: (payment.amountBaseUnits ?? 0n).toString(),
    paidBaseUnits: payment.paidBaseUnits.toString(),
    confirmations: payment.confirmations,
    requiredConfirmations: payment.requiredConfirmations,
    createdAt: payment.createdAt.toISOString(),
    expiresAt: payment.expiresAt.toISOString(),
    flags: {
      paidLate: payment.paidLate,
      paidPartial: payment.paidPartial,
      underpaid: payment.underpaid,
      overpaid: payment.overpaid,
    },
  };
}

const LEDGER_STATUS = {
  DETECTED: 'Pending',
  CONFIRMING: 'Pending',
  CONFIRMED: 'Completed',
} as const satisfies Partial<Record<PaymentRow['status'], TransactionStatus>>;

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

/** The write side of the ledger: kept in step with payment requests inside their transactions. */
export function createTransactionsLedger(
  repo: Pick<
    TransactionsRepository,
    'upsert' | 'setStatus' | 'remove' | 'setRequest' | 'setRefunds'
  >,
  events: Pick<DomainEvents, 'record'>,
) {
  /** Stored in the caller's transaction with the change that made it. */
  async function recorded(tx: Database, row: TransactionRow | undefined) {
    if (row) await events.record(tx, [recordedEvent(row)]);
  }

  return {
    /**
     * Keeps the payment's transaction in step with it, inside the caller's database transaction:
     * created when a payment is seen (Pending), Completed on CONFIRMED, Failed when the request
     * times out after all, and gone when a reorg takes back all that was paid.
     */
    async syncFromPayment(tx: Database, payment: LedgerPayment): Promise<void> {
      // Nothing was paid to a pending or cancelled request (only those can be cancelled), nor
      // to one that timed out once a reorg took back what had arrived.
      if (
        payment.status === 'PENDING' ||
        payment.status === 'CANCELLED' ||
        (payment.status === 'TIMED_OUT' && payment.paidBaseUnits === 0n)
      ) {
        return repo.remove(tx, payment.id);
      }
      if (payment.status === 'TIMED_OUT') {
        return recorded(tx, await repo.setStatus(tx, payment.id, 'Failed', requestOf(payment)));
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
        orderId: payment.orderId,
        source: payment.source,
        createdBy: payment.createdBy,
        payerAddress: payment.payerAddress,
        request: requestOf(payment),
        date: payment.detectedAt ?? new Date(),
      });
      await recorded(tx, row);
    },

    /**
     * The request changed where only its detail shows it (a confirmation, a flag): the row's
     * copy follows, and no `transaction.recorded` is raised as no ledger figure moved.
     */
    async followRequest(tx: Database, payment: Omit<LedgerPayment, 'payerAddress'>): Promise<void> {
      // A request without its coin was never paid, so the ledger has no row for it.
      if (payment.amountBaseUnits === null) return;
      await repo.setRequest(tx, payment.id, requestOf(payment));
    },

    /** Confirmed refunds of the payment, as totals: revenue is net of them (decision note 099). */
    async recordRefunds(
      tx: Database,
      paymentId: string,
      totals: { baseUnits: bigint; cents: number },
    ): Promise<void> {
      await recorded(tx, await repo.setRefunds(tx, paymentId, totals));
    },
  };
}

export type TransactionsLedger = ReturnType<typeof createTransactionsLedger>;
