import type { ChainId } from '@incasso/shared/chains';
import type { PaymentsModule } from '#server/modules/payments/payments.module.ts';
import type { PaymentUpdate } from '#server/modules/payments/matching/payment-updates.ts';
import type { ScanResult } from './block-scanner.ts';
import { createChainRepository } from './chain.repository.ts';
import type { Reorg } from './reorg.ts';

/**
 * The watcher's writes, each ONE transaction holding the payments' changes and the chain
 * cursor together, its updates announced once it has committed (`payments.transact`): a crash
 * at any point either keeps both or neither, and nothing is pushed that is not stored.
 */
export function createWatcherStore(options: {
  chain: ChainId;
  payments: Pick<PaymentsModule, 'matching' | 'transact'>;
  /** Processed blocks kept for reorg detection. */
  keep: number;
}) {
  const { chain, keep } = options;
  const { matching, transact } = options.payments;
  return {
    /**
     * Matches the range's transfers, counts confirmations up to its last block (or credits by
     * the node's `finalized` block), and stores its blocks with the cursor on the last one.
     */
    recordScan(result: ScanResult, finalized: number | undefined): Promise<PaymentUpdate[]> {
      return transact(async (tx) => {
        const head = result.toBlock;
        const updates = await matching.applyTransfers(tx, chain, result.transfers, {
          head,
          blockTimes: result.blockTimes,
        });
        updates.push(...(await matching.applyConfirmations(tx, chain, head, { finalized })));
        await createChainRepository(tx).recordScan(chain, result.blocks, keep);
        return updates;
      });
    },

    /** Undoes what the dropped blocks credited and resumes after the common ancestor. */
    rollBack({ commonAncestor, rolledBack }: Reorg): Promise<PaymentUpdate[]> {
      return transact(async (tx) => {
        const updates = await matching.applyReorg(tx, chain, rolledBack.fromBlock);
        await createChainRepository(tx).rollBackTo(chain, commonAncestor);
        return updates;
      });
    },
  };
}
