import { currencySymbol, type CurrencySymbol } from '@incasso/shared/currencies';
import type { PaymentStatus } from '@incasso/shared/events';
import type { Database } from '#server/db/client.ts';
import type { NewPaymentRow, PaymentRow } from '#server/db/schema/payments.ts';
import type { LedgerPayment } from '#server/modules/transactions/transactions.module.ts';
import { matchingRepository as repo } from './matching.repository.ts';
import { paymentWatchKey, shownAmountOrNull } from '../presentation/payments.presenter.ts';

/**
 * A change of a request to announce once its database transaction has committed: a status
 * transition (`from` set, also stored as a payment event) or progress within a status (more
 * confirmations, more paid).
 */
export interface PaymentUpdate {
  paymentId: string;
  userId: string;
  /** Null while the request has no coin (only an API request, before its payer picks one). */
  key: string | null;
  status: PaymentStatus;
  from: PaymentStatus | null;
  /** Credits were taken back (a reorg, a refuted transfer): `from` was undone, not left behind. */
  reverted: boolean;
  txHash: string | null;
  confirmations: number;
  required: number;
  /** What has arrived, for the merchant's notification. */
  paidAmount: string | null;
  symbol: CurrencySymbol | null;
  /** The merchant's order id, else the start of the request's id. */
  reference: string;
  /** The request as stored after the change (its events carry it). */
  row: PaymentRow;
}

export type PaymentChanges = Partial<Omit<NewPaymentRow, 'id' | 'userId' | 'createdAt'>>;

/** Why a request changes: the transfer (if any) and when. */
export interface ChangeCause {
  at: Date;
  txHash?: string | null;
  blockNumber?: number | null;
  /** Credits were taken back: a reorg dropped their blocks, or the chain's sources refuted them. */
  takenBack?: boolean;
}

export interface Ledger {
  syncFromPayment(tx: Database, payment: LedgerPayment): Promise<void>;
  /** Only what the transaction's detail shows of the request changed. */
  followRequest(tx: Database, payment: Omit<LedgerPayment, 'payerAddress'>): Promise<void>;
  /** What the payment's confirmed refunds gave back. */
  recordRefunds(
    tx: Database,
    paymentId: string,
    totals: { baseUnits: bigint; cents: number },
  ): Promise<void>;
}

export function toUpdate(
  row: PaymentRow,
  from: PaymentStatus | null,
  reverted = false,
): PaymentUpdate {
  return {
    paymentId: row.id,
    userId: row.userId,
    key: paymentWatchKey(row),
    status: row.status,
    from,
    reverted,
    txHash: row.txHash,
    confirmations: row.confirmations,
    required: row.requiredConfirmations,
    paidAmount: shownAmountOrNull(row.paidBaseUnits, row.decimals),
    symbol: row.currency === null ? null : currencySymbol(row.currency),
    reference: row.orderId ?? row.id.slice(0, 8),
    row,
  };
}

const VISIBLE = [
  'status',
  'confirmations',
  'paidBaseUnits',
  'txHash',
  'paidLate',
  'paidPartial',
  'underpaid',
  'overpaid',
] as const;

/**
 * Applies `changes` to a locked request inside `tx`: stores the transition as a payment event,
 * keeps the ledger in step, and returns what to announce (null when nothing visible changed).
 */
export async function changePayment(
  tx: Database,
  ledger: Ledger,
  before: PaymentRow,
  changes: PaymentChanges,
  cause: ChangeCause,
): Promise<PaymentUpdate | null> {
  const after = await repo.update(tx, before.id, { ...changes, updatedAt: cause.at });
  const transition = after.status !== before.status;
  if (transition) {
    await repo.insertEvent(tx, {
      paymentId: after.id,
      fromStatus: before.status,
      toStatus: after.status,
      txHash: cause.txHash ?? null,
      blockNumber: cause.blockNumber ?? null,
      at: cause.at,
    });
  }
  if (
    transition ||
    after.paidBaseUnits !== before.paidBaseUnits ||
    after.txHash !== before.txHash
  ) {
    const payerAddress = await repo.senderOf(tx, after.id, after.txHash);
    await ledger.syncFromPayment(tx, { ...after, payerAddress });
  } else if (VISIBLE.some((field) => after[field] !== before[field])) {
    // The ledger's figures stand; its copy of the request follows (decision note 067).
    await ledger.followRequest(tx, after);
  }
  if (!transition && VISIBLE.every((field) => after[field] === before[field])) return null;
  return toUpdate(after, transition ? before.status : null, cause.takenBack === true);
}
