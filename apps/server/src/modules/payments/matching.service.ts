import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { getAddress } from 'viem';
import type { Database } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { matchingRepository as repo } from './matching.repository.ts';
import { creditChanges, reorgChanges } from './payment-credit.ts';
import { chooseRequest, confirmationsAt, statusForConfirmations } from './payment-state.ts';
import { changePayment, type Ledger, type PaymentUpdate } from './payment-updates.ts';

/** A transfer to a watched address as the chain layer finds it (its `Transfer` fits). */
export interface IncomingTransfer {
  currency: CurrencyId;
  to: string;
  from: string;
  /** Base units of the currency on this chain. */
  amount: bigint;
  txHash: string;
  /** null for a native-coin transfer. */
  logIndex: number | null;
  blockNumber: number;
  blockHash: string;
}

export interface BlockContext {
  /** The chain head the batch was scanned against: confirmations count up to it. */
  head: number;
  now?: Date;
  /** Block timestamps when known: "paid late" is judged by when the block was made. */
  blockTimes?: ReadonlyMap<number, Date>;
}

/** Native transfers have no log; -1 keeps (chain, txHash, logIndex) one key for both kinds. */
export const NATIVE_LOG_INDEX = -1;

const STATUS_RANK = { PENDING: 0, TIMED_OUT: 0, DETECTED: 1, CONFIRMING: 2, CONFIRMED: 3 } as const;

/**
 * DESIGN section 6 over the database. Every function but `expireDue` and `watchedAddresses`
 * runs inside the caller's transaction (the watcher stores its cursor in the same one) and
 * returns the updates to announce after that transaction commits, never before.
 */
export function createMatching({ db, ledger }: { db: Database; ledger: Ledger }) {
  async function credit(
    tx: Database,
    payment: PaymentRow,
    transfer: IncomingTransfer & { chain: ChainId },
    options: { at: Date; head: number | null; byHand: boolean },
  ): Promise<PaymentUpdate | null> {
    const inserted = await repo.insertCredit(tx, {
      paymentId: payment.id,
      chain: transfer.chain,
      txHash: transfer.txHash,
      logIndex: transfer.logIndex ?? NATIVE_LOG_INDEX,
      blockNumber: transfer.blockNumber,
      blockHash: transfer.blockHash,
      fromAddress: getAddress(transfer.from),
      amountBaseUnits: transfer.amount,
      assignedByHand: options.byHand,
    });
    if (!inserted) return null;
    const changes = creditChanges(payment, transfer, options);
    return changePayment(tx, ledger, payment, changes, {
      at: options.at,
      txHash: transfer.txHash,
      blockNumber: transfer.blockNumber,
    });
  }

  async function applyTransfer(
    tx: Database,
    chain: ChainId,
    transfer: IncomingTransfer,
    context: BlockContext,
  ): Promise<PaymentUpdate | null> {
    const logIndex = transfer.logIndex ?? NATIVE_LOG_INDEX;
    if (await repo.isKnown(tx, chain, transfer.txHash, logIndex)) return null;
    const at = context.blockTimes?.get(transfer.blockNumber) ?? context.now ?? new Date();
    const address = getAddress(transfer.to);
    const open = await repo.lockOpenRequests(
      tx,
      { chain, address, currency: transfer.currency },
      at,
    );
    const chosen = chooseRequest(
      transfer.amount,
      open.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: row.createdAt,
        expected: row.amountBaseUnits,
        paid: row.paidBaseUnits,
        toleranceBps: row.toleranceBps,
        row,
      })),
    );
    if (!chosen) {
      await repo.insertUnmatched(tx, {
        chain,
        toAddress: address,
        fromAddress: getAddress(transfer.from),
        currency: transfer.currency,
        amountBaseUnits: transfer.amount,
        txHash: transfer.txHash,
        logIndex,
        blockNumber: transfer.blockNumber,
        blockHash: transfer.blockHash,
        receivedAt: at,
      });
      return null;
    }
    return credit(
      tx,
      chosen.row,
      { ...transfer, chain },
      { at, head: context.head, byHand: false },
    );
  }

  return {
    credit,

    /** Matches each transfer (in chain order); a transfer seen before changes nothing. */
    async applyTransfers(
      tx: Database,
      chain: ChainId,
      transfers: readonly IncomingTransfer[],
      context: BlockContext,
    ): Promise<PaymentUpdate[]> {
      const updates: PaymentUpdate[] = [];
      for (const transfer of transfers) {
        const update = await applyTransfer(tx, chain, transfer, context);
        if (update) updates.push(update);
      }
      return updates;
    },

    /** Moves accepted payments on with the head: CONFIRMING, then CONFIRMED. Call after applyTransfers. */
    async applyConfirmations(
      tx: Database,
      chain: ChainId,
      head: number,
      now = new Date(),
    ): Promise<PaymentUpdate[]> {
      const updates: PaymentUpdate[] = [];
      for (const row of await repo.lockConfirming(tx, chain)) {
        // A node that lags behind the last one must not take confirmations back; a reorg does.
        const confirmations = Math.max(
          row.confirmations,
          confirmationsAt(head, row.blockNumber ?? head),
        );
        const reached = statusForConfirmations(confirmations, row.requiredConfirmations);
        const status = STATUS_RANK[reached] > STATUS_RANK[row.status] ? reached : row.status;
        const update = await changePayment(
          tx,
          ledger,
          row,
          {
            status,
            confirmations,
            ...(status === 'CONFIRMED' && { confirmedAt: now, amountReserved: false }),
          },
          { at: now, txHash: row.txHash, blockNumber: row.blockNumber },
        );
        if (update) updates.push(update);
      }
      return updates;
    },

    /**
     * Undoes blocks from `fromBlock` on: their credits and unmatched transfers go (a rescan
     * finds them again if they are still on-chain), and each request they paid is worked out
     * again from what remains, back to PENDING (TIMED_OUT once expired) when nothing does.
     */
    async applyReorg(
      tx: Database,
      chain: ChainId,
      fromBlock: number,
      now = new Date(),
    ): Promise<PaymentUpdate[]> {
      await repo.deleteUnmatchedFrom(tx, chain, fromBlock);
      const updates: PaymentUpdate[] = [];
      for (const id of await repo.deleteCreditsFrom(tx, chain, fromBlock)) {
        const row = await repo.lockPayment(tx, id);
        if (!row) continue;
        const remaining = await repo.creditsOf(tx, id);
        const update = await changePayment(tx, ledger, row, reorgChanges(row, remaining, now), {
          at: now,
          txHash: row.txHash,
          blockNumber: fromBlock,
        });
        if (update) updates.push(update);
      }
      return updates;
    },

    /** PENDING past the expiry → TIMED_OUT (a partial payment at the end of its monitoring window too). */
    expireDue(now = new Date()): Promise<PaymentUpdate[]> {
      return db.transaction(async (tx) => {
        const updates: PaymentUpdate[] = [];
        for (const row of await repo.lockOverdue(tx, now)) {
          const update = await changePayment(
            tx,
            ledger,
            row,
            { status: 'TIMED_OUT', amountReserved: false },
            { at: now },
          );
          if (update) updates.push(update);
        }
        return updates;
      });
    },

    /** The scanner's address set for `chain`: open requests and timed-out ones still monitored. */
    watchedAddresses: (chain: ChainId, now = new Date()): Promise<string[]> =>
      repo.watchedAddresses(db, chain, now),
  };
}

export type Matching = ReturnType<typeof createMatching>;
