import type { ChainId, ChainRegistry } from '@incasso/shared/chains';
import type { PaymentHolder } from '@incasso/shared/payments';
import type { Database } from '#server/db/client.ts';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { createChainChecks, type TransferKey } from './chain-checks.repository.ts';
import { matchingRepository as repo } from './matching.repository.ts';
import { watchListRepository as watchLists, type WatchList } from './watch-list.repository.ts';
import { confirmationsAt, statusForConfirmations } from './payment-state.ts';
import { changePayment, type Ledger, type PaymentUpdate } from './payment-updates.ts';
import {
  createTransferMatching,
  type AddressBook,
  type BlockContext,
  type IncomingTransfer,
} from './transfer-matching.ts';

const HOLDER_NAMES: Record<PaymentHolder, string> = {
  invoice: 'an invoice',
  recurring: 'a recurring payment period',
  billing: 'a plan charge',
};

/** A request something else owns (an invoice's pay link) lives as long as that does. */
const paymentHeld = (holder: PaymentHolder) =>
  new AppError(
    409,
    'paymentHeld',
    `This request belongs to ${HOLDER_NAMES[holder]} and lives as long as it does: it cannot be cancelled on its own.`,
  );

export type { AddressBook, BlockContext, IncomingTransfer } from './transfer-matching.ts';
export { NATIVE_LOG_INDEX } from './transfer-matching.ts';
export { transferKey, type TransferKey } from './chain-checks.repository.ts';

const STATUS_RANK = {
  PENDING: 0,
  TIMED_OUT: 0,
  CANCELLED: 0,
  DETECTED: 1,
  CONFIRMING: 2,
  CONFIRMED: 3,
} as const;

/**
 * DESIGN section 6 over the database. Every function but `watchedAddresses` runs inside the
 * caller's transaction (the watcher stores its cursor in the same one) and
 * returns the updates to announce after that transaction commits, never before.
 */
export function createMatching({
  db,
  ledger,
  addressBook,
  registry,
}: {
  db: Database;
  ledger: Ledger;
  addressBook: AddressBook;
  /** Each chain's block time: how far a block's timestamp may trail a request's creation. */
  registry: ChainRegistry;
}) {
  const { credit, applyTransfer } = createTransferMatching(ledger, addressBook, registry);
  const checks = createChainChecks(ledger);

  const cancel = (tx: Database, row: PaymentRow, at: Date) =>
    changePayment(
      tx,
      ledger,
      row,
      { status: 'CANCELLED', amountReserved: false, cancelledAt: at },
      { at },
    );

  return {
    credit,
    /** The chain watcher's checks of credits against the chain (decision notes 055, 056). */
    checks,

    /**
     * The merchant withdraws a request nobody has paid yet. Its address stays monitored until
     * `monitorUntil`, so a payment that still arrives is kept as unmatched and flagged.
     */
    /**
     * Cancels `userId`'s unpaid request. One held for something (an invoice's pay link) is
     * cancelled only by its holder, naming itself (decision note 101).
     */
    async cancel(tx: Database, userId: string, id: string, holder?: PaymentHolder) {
      const row = await repo.lockPayment(tx, id);
      if (!row || row.userId !== userId) throw notFound('Payment request not found.');
      if (row.heldFor !== null && row.heldFor !== holder) throw paymentHeld(row.heldFor);
      if (row.status !== 'PENDING' || row.paidBaseUnits > 0n) {
        throw new AppError(
          409,
          'paymentNotCancellable',
          'Only a request that nothing has been paid to yet can be cancelled.',
        );
      }
      const update = await cancel(tx, row, new Date());
      return update ? [update] : [];
    },

    /** Cancels `userId`'s unpaid requests on an address another account has taken over. */
    async cancelUnpaidOnAddress(
      tx: Database,
      target: { userId: string; chain: ChainId; address: string },
      at = new Date(),
    ): Promise<PaymentUpdate[]> {
      const updates: PaymentUpdate[] = [];
      for (const row of await repo.lockUnpaidOnAddress(tx, target)) {
        const update = await cancel(tx, row, at);
        if (update) updates.push(update);
      }
      return updates;
    },

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

    /**
     * Moves accepted payments on with the head: CONFIRMING, then CONFIRMED at the chain's
     * confirmations, or as soon as the node's `finalized` block has reached their block (chains
     * with `useFinalizedTag`). Call after applyTransfers, with the same head. With `verified`,
     * a request whose credits are not all verified against the chain stays short of CONFIRMED.
     */
    async applyConfirmations(
      tx: Database,
      chain: ChainId,
      head: number,
      options: { now?: Date; finalized?: number; verified?: (key: TransferKey) => boolean } = {},
    ): Promise<PaymentUpdate[]> {
      const now = options.now ?? new Date();
      const updates: PaymentUpdate[] = [];
      for (const row of await repo.lockConfirming(tx, chain)) {
        const block = row.blockNumber ?? head;
        // A node that lags behind the last one must not take confirmations back; a reorg does.
        const confirmations = Math.max(row.confirmations, confirmationsAt(head, block));
        const final = options.finalized !== undefined && block <= options.finalized;
        let reached: keyof typeof STATUS_RANK = final
          ? 'CONFIRMED'
          : statusForConfirmations(confirmations, row.requiredConfirmations);
        if (reached === 'CONFIRMED' && options.verified) {
          const credits = await repo.creditsOf(tx, row.id);
          if (!credits.every((c) => options.verified?.(c))) reached = 'CONFIRMING';
        }
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
      const ids = await repo.deleteCreditsFrom(tx, chain, fromBlock);
      return checks.revisit(tx, ids, { now, blockNumber: fromBlock });
    },

    /**
     * PENDING past the expiry → TIMED_OUT (a partial payment at the end of its monitoring
     * window too): every such request, or only `paymentId` when given.
     */
    async expireDue(tx: Database, now = new Date(), paymentId?: string): Promise<PaymentUpdate[]> {
      const updates: PaymentUpdate[] = [];
      for (const row of await repo.lockOverdue(tx, now, paymentId)) {
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
    },

    /** The scanner's address set for `chain`: open requests and timed-out ones still monitored. */
    async watchedAddresses(chain: ChainId, now = new Date()): Promise<string[]> {
      const { entries } = await watchLists.full(db, chain, now);
      return entries.map((entry) => entry.address);
    },

    /** The same with why each is watched, and the database's time it was read at. */
    watchList: (chain: ChainId, now = new Date()): Promise<WatchList> =>
      watchLists.full(db, chain, now),

    /**
     * The addresses of `chain` whose requests changed since `since` (the database's clock) or
     * that the caller names, each with whether it is still watched (decision note 087).
     */
    watchChanges: (
      chain: ChainId,
      since: Date,
      also: readonly string[] = [],
      now = new Date(),
    ): Promise<WatchList> => watchLists.changes(db, chain, since, also, now),
  };
}

export type Matching = ReturnType<typeof createMatching>;
