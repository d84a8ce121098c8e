import type { Hash } from 'viem';
import { ReorgTooDeepError } from './chain-errors.ts';

/** What is kept of each processed block to notice a reorg: its place in the chain. */
export type BlockRef = { number: number; hash: Hash; parentHash: Hash };

export type Reorg = {
  /** The highest processed block that is still canonical: rescan from the block after it. */
  commonAncestor: BlockRef;
  /** Processed blocks that left the canonical chain; their detections must be rolled back. */
  rolledBack: { fromBlock: number; toBlock: number };
};

/** The canonical hash at a height, or null when the node has no block there (chain got shorter). */
export type CanonicalHash = (number: number) => Promise<Hash | null>;

/**
 * Checks `next` (a new head, or the first block of a new scan) against the processed blocks,
 * ascending and contiguous up to the tip. A block that names the tip as its parent costs no
 * call; otherwise the node is asked for canonical hashes from the tip down.
 */
export async function detectReorg(
  processed: readonly BlockRef[],
  next: BlockRef,
  canonicalHash: CanonicalHash,
): Promise<Reorg | null> {
  const tip = processed.at(-1);
  if (!tip) return null;
  if (next.number === tip.number + 1 && next.parentHash === tip.hash) return null;
  if (next.number === tip.number && next.hash === tip.hash) return null;
  return findCommonAncestor(processed, canonicalHash);
}

/** Walks the processed blocks from the tip down to the first one the node still has. */
export async function findCommonAncestor(
  processed: readonly BlockRef[],
  canonicalHash: CanonicalHash,
): Promise<Reorg | null> {
  const tip = processed.at(-1);
  if (!tip) return null;
  for (let i = processed.length - 1; i >= 0; i -= 1) {
    const block = processed[i];
    if (!block) continue;
    if ((await canonicalHash(block.number)) !== block.hash) continue;
    if (block === tip) return null;
    return {
      commonAncestor: block,
      rolledBack: { fromBlock: block.number + 1, toBlock: tip.number },
    };
  }
  throw new ReorgTooDeepError(processed[0]?.number ?? tip.number);
}

/**
 * How many processed blocks to keep per chain: deeper than its confirmations (a deeper reorg
 * would undo confirmed payments) and than the reorgs seen (Polygon 157, BSC up to 240 blocks),
 * plus one: a reorg that replaces N blocks needs the block below them as common ancestor.
 */
export function reorgWindow(confirmations: number): number {
  return Math.max(64, 2 * confirmations) + 1;
}

/**
 * Whether a head below the last processed block is only a lagging node: it names the very block
 * processed at its height (or lies below the blocks kept, where nothing can be compared). A
 * head whose hash differs there is another chain: a reorg to a shorter chain, acted on at once.
 */
export function isLaggingHead(processed: readonly BlockRef[], head: BlockRef): boolean {
  const ours = processed.find((block) => block.number === head.number);
  return ours === undefined || ours.hash === head.hash;
}

/** `processed` after a scan: the new blocks appended, the oldest beyond `keep` dropped. */
export function appendProcessed(
  processed: readonly BlockRef[],
  blocks: readonly BlockRef[],
  keep: number,
): BlockRef[] {
  return [...processed, ...blocks].slice(-keep);
}
