import type { Hash } from 'viem';
import type { CanonicalHash } from './reorg.ts';

/** Credited blocks checked at most after a deep reorg, newest first (one call each). */
export const DEEP_REORG_CHECK_LIMIT = 1_000;

export type CreditedBlock = { number: number; hash: string };

/**
 * After a reorg deeper than the blocks kept, the credited blocks that left the chain: walked
 * from the newest down, one canonical hash each, until one is still on the chain (every block
 * below it is then too). `checkedAll` is false when the limit stopped the walk first.
 */
export async function offChainBlocks(
  credited: readonly CreditedBlock[],
  canonicalHash: CanonicalHash,
): Promise<{ offChain: CreditedBlock[]; checkedAll: boolean }> {
  const offChain: CreditedBlock[] = [];
  for (const block of credited) {
    if ((await canonicalHash(block.number)) === (block.hash as Hash)) {
      return { offChain, checkedAll: true };
    }
    offChain.push(block);
  }
  return { offChain, checkedAll: credited.length < DEEP_REORG_CHECK_LIMIT };
}
