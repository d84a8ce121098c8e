import type { ChainId, ChainRegistry } from '@incasso/shared/chains';
import type { Database } from '#server/db/client.ts';
import type { RefundRow } from '#server/db/schema/refunds.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import { paymentEventData } from '../live/payment-events.ts';
import { transferKey, type TransferKey } from '../matching/chain-checks.repository.ts';
import type { Ledger } from '../matching/payment-updates.ts';
import { presentRefund } from './refunds.presenter.ts';
import { refundsRepository as repo, type OutgoingTransfer } from './refunds.repository.ts';

export type { OutgoingTransfer } from './refunds.repository.ts';

/** A transfer as the watcher's checks know it (see PaymentVerifier). */
export type TransferRef = { txHash: string; logIndex: number; blockHash: string };

/** `from:to`, lower-case: how the scanner tells a refund's transfer from any other. */
export const refundPairKey = (from: string, to: string) =>
  `${from.toLowerCase()}:${to.toLowerCase()}`;

/**
 * The chain's side of refunds (decision note 099), run by the watcher inside the transaction
 * that stores a scanned range: a transfer from a wallet to a refund's recipient for its amount
 * makes the oldest such PENDING refund SENT; confirmations are counted as for payments; a reorg
 * that drops its block makes it PENDING again. A CONFIRMED refund updates the ledger and raises
 * `payment.refunded`.
 */
export function createRefundWatch(deps: {
  db: Database;
  events: Pick<DomainEvents, 'record'>;
  ledger: Pick<Ledger, 'recordRefunds'>;
  registry: ChainRegistry;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function confirmed(tx: Database, row: RefundRow) {
    const payment = await repo.paymentOf(tx, row.paymentId);
    await deps.ledger.recordRefunds(tx, payment.id, await repo.confirmedTotals(tx, payment.id));
    await deps.events.record(tx, [
      {
        type: 'payment.refunded',
        aggregateId: payment.id,
        userId: payment.userId,
        data: {
          ...paymentEventData(payment, null),
          refund: presentRefund(deps.registry, row, payment.fiatCurrency),
        },
      },
    ]);
  }

  return {
    /** The (from, to) pairs of the refunds still watched on `chain`. */
    async pairs(chain: ChainId): Promise<Set<string>> {
      const rows = await repo.watchedPairs(deps.db, chain);
      return new Set(rows.map((row) => refundPairKey(row.from, row.to)));
    },

    /**
     * The transfers that would make a refund CONFIRMED at `head`: those of SENT refunds with
     * enough confirmations, and the range's own ones already that deep (a catch-up).
     * The watcher checks them on the chain's other sources first, as it does payments' credits.
     */
    async confirmationCandidates(
      db: Database,
      chain: ChainId,
      head: number,
      scanned: readonly OutgoingTransfer[],
    ): Promise<OutgoingTransfer[]> {
      const deep = (blockNumber: number, required: number) => head - blockNumber + 1 >= required;
      const sent = await repo.sentOn(db, chain);
      const candidates: OutgoingTransfer[] = sent.flatMap((row) =>
        row.txHash &&
        row.blockNumber !== null &&
        row.blockHash &&
        deep(row.blockNumber, row.requiredConfirmations)
          ? [
              {
                from: row.fromAddress,
                to: row.toAddress,
                currency: row.currency,
                amount: row.amountBaseUnits,
                txHash: row.txHash,
                logIndex: row.logIndex,
                blockNumber: row.blockNumber,
                blockHash: row.blockHash,
              },
            ]
          : [],
      );
      // The scanner returned only transfers between watched pairs (see `pairs`).
      const required = deps.registry[chain].confirmations;
      candidates.push(...scanned.filter((transfer) => deep(transfer.blockNumber, required)));
      return candidates;
    },

    /**
     * Records the range's outgoing transfers and counts confirmations up to `head`. A refund
     * reaches CONFIRMED only once `checks.verified` says its transfer was checked on the
     * chain's sources (decision note 099): one node's word does not close it. A transfer every
     * source denies (`checks.refuted`) settles nothing, and a SENT refund that counted on it
     * waits for its transfer again.
     */
    async apply(
      tx: Database,
      chain: ChainId,
      transfers: readonly OutgoingTransfer[],
      head: number,
      checks: { verified: (transfer: TransferRef) => boolean; refuted: readonly TransferKey[] },
    ): Promise<void> {
      const refuted = new Set(checks.refuted.map(transferKey));
      const isRefuted = (txHash: string | null, logIndex: number | null) =>
        txHash !== null && refuted.has(transferKey({ txHash, logIndex: logIndex ?? -1 }));
      for (const transfer of transfers) {
        const logIndex = transfer.logIndex ?? -1;
        if (isRefuted(transfer.txHash, logIndex)) continue;
        if (await repo.isRecorded(tx, chain, transfer.txHash, logIndex)) continue;
        const refund = await repo.pendingFor(tx, chain, transfer);
        if (!refund) continue;
        await repo.update(tx, refund.id, {
          status: 'SENT',
          txHash: transfer.txHash,
          logIndex,
          blockNumber: transfer.blockNumber,
          blockHash: transfer.blockHash,
          sentAt: now(),
        });
      }
      for (const refund of await repo.sent(tx, chain)) {
        if (isRefuted(refund.txHash, refund.logIndex)) {
          await repo.unsend(tx, refund.id);
          continue;
        }
        const confirmations = Math.max(0, head - (refund.blockNumber ?? head) + 1);
        const done =
          confirmations >= refund.requiredConfirmations &&
          checks.verified({
            txHash: refund.txHash ?? '',
            logIndex: refund.logIndex ?? -1,
            blockHash: refund.blockHash ?? '',
          });
        if (confirmations === refund.confirmations && !done) continue;
        const row = await repo.update(tx, refund.id, {
          confirmations,
          ...(done ? { status: 'CONFIRMED', confirmedAt: now() } : {}),
        });
        if (done) await confirmed(tx, row);
      }
    },

    /** A reorg dropped the blocks from `fromBlock`: their refunds wait for a transfer again. */
    async revert(tx: Database, chain: ChainId, fromBlock: number): Promise<void> {
      await repo.revertFrom(tx, chain, fromBlock);
    },
  };
}

export type RefundWatch = ReturnType<typeof createRefundWatch>;
