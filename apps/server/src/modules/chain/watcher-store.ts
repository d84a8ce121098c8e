import type { ChainId } from '@incasso/shared/chains';
import {
  type PaymentsModule,
  transferKey,
  type PaymentUpdate,
} from '#server/modules/payments/payments.module.ts';
import type { ScanResult } from './block-scanner.ts';
import type { StepChecks } from './payment-verifier.ts';
import { createChainRepository } from './chain.repository.ts';
import type { CreditedBlock } from './deep-reorg.ts';
import type { BlockRef, Reorg } from './reorg.ts';
import { createUnverifiableRepository } from './unverifiable.repository.ts';

/**
 * The watcher's writes, each ONE transaction holding the payments' changes and the chain
 * cursor together, its updates announced once it has committed (`payments.transact`): a crash
 * at any point either keeps both or neither, and nothing is pushed that is not stored.
 */
export function createWatcherStore(options: {
  chain: ChainId;
  payments: Pick<PaymentsModule, 'matching' | 'transact' | 'refundWatch'>;
  /** Processed blocks kept for reorg detection. */
  keep: number;
}) {
  const { chain, keep } = options;
  const { matching, transact, refundWatch } = options.payments;
  return {
    /**
     * Takes back the credits (and refunds' transfers) the sources refuted, matches the range's transfers (with those a
     * second source showed that the scan missed), counts confirmations up to its last block (or
     * credits by the node's `finalized` block) for requests whose credits were verified, and
     * stores its blocks with the cursor on the last one.
     */
    recordScan(
      result: ScanResult,
      finalized: number | undefined,
      checks: StepChecks,
    ): Promise<PaymentUpdate[]> {
      return transact(async (tx) => {
        const head = result.toBlock;
        const refuted = new Set(checks.refuted.map(transferKey));
        const transfers = [...checks.found, ...result.transfers].filter(
          (t) => !refuted.has(transferKey({ txHash: t.txHash, logIndex: t.logIndex ?? -1 })),
        );
        const updates = await matching.checks.withdrawTransfers(tx, chain, checks.refuted);
        updates.push(
          ...(await matching.applyTransfers(tx, chain, transfers, {
            head,
            // The range's blocks, and those of the transfers a second source showed.
            blockTimes: new Map([...result.blockTimes, ...checks.blockTimes]),
          })),
        );
        updates.push(
          ...(await matching.applyConfirmations(tx, chain, head, {
            finalized,
            verified: checks.isVerified,
          })),
        );
        await refundWatch.apply(tx, chain, result.refunds, head, {
          verified: checks.isVerified,
          refuted: checks.refuted,
        });
        await createChainRepository(tx).recordScan(chain, result.blocks, keep);
        return updates;
      });
    },

    /**
     * Undoes what the dropped blocks credited and resumes after the common ancestor, which is
     * kept as processed (it may be the node's block below every block processed so far).
     */
    rollBack({ commonAncestor, rolledBack }: Reorg): Promise<PaymentUpdate[]> {
      return transact(async (tx) => {
        const updates = await matching.applyReorg(tx, chain, rolledBack.fromBlock);
        await refundWatch.revert(tx, chain, rolledBack.fromBlock);
        const repo = createChainRepository(tx);
        await repo.rollBackTo(chain, commonAncestor);
        await repo.recordScan(chain, [commonAncestor], keep);
        return updates;
      });
    },

    /**
     * After a reorg deeper than the blocks kept: credits in `offChain` blocks are undone unless
     * their request is CONFIRMED (those are stored for an operator), and the watcher resumes
     * after `resumeAfter`, the node's block below the heights it kept, rescanning them.
     * Resolves to the number of confirmed payments left for an operator.
     */
    async deepReorg(offChain: readonly CreditedBlock[], resumeAfter: BlockRef): Promise<number> {
      let marked = 0;
      await transact(async (tx) => {
        const { updates, confirmed } = await matching.checks.applyDeepReorg(tx, chain, offChain);
        await createUnverifiableRepository(tx).add(chain, confirmed);
        marked = new Set(confirmed.map((c) => c.paymentId)).size;
        await refundWatch.revert(tx, chain, resumeAfter.number + 1);
        const repo = createChainRepository(tx);
        await repo.rollBackTo(chain, resumeAfter);
        await repo.recordScan(chain, [resumeAfter], keep);
        return updates;
      });
      return marked;
    },
  };
}
