import type { Hash } from 'viem';
import { describe, expect, it } from 'vitest';
import { ReorgTooDeepError } from './chain-errors.ts';
import {
  appendProcessed,
  detectReorg,
  findCommonAncestor,
  isLaggingHead,
  reorgWindow,
  type BlockRef,
} from './reorg.ts';
import { defined } from '#test/defined.ts';

const hash = (fork: string, n: number) =>
  `0x${fork.repeat(2)}${n.toString(16).padStart(62, '0')}` as Hash;

/** Blocks from..to of a fork that branches off the main chain `a` above block `branch`. */
function chain(fork: string, from: number, to: number, branch = -1): BlockRef[] {
  const name = (n: number) => (n <= branch ? 'a' : fork);
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const n = from + i;
    return { number: n, hash: hash(name(n), n), parentHash: hash(name(n - 1), n - 1) };
  });
}

/** A node whose canonical chain is `blocks`. */
const nodeWith = (blocks: BlockRef[]) => async (n: number) =>
  blocks.find((b) => b.number === n)?.hash ?? null;

describe('detectReorg', () => {
  const processed = chain('a', 100, 110);

  it('sees no reorg when the next block names the tip as parent, without asking the node', async () => {
    const [next] = chain('a', 111, 111);
    const unreachable = () => Promise.reject(new Error('must not be called'));
    expect(await detectReorg(processed, defined(next), unreachable)).toBeNull();
  });

  it('finds the common ancestor when the next block has another parent', async () => {
    const canonical = chain('b', 100, 112, 106);
    const next = defined(canonical.at(-2));
    expect(await detectReorg(processed, next, nodeWith(canonical))).toEqual({
      commonAncestor: processed[6],
      rolledBack: { fromBlock: 107, toBlock: 110 },
    });
  });

  it('catches a reorg to a chain of the same height (the head number did not move)', async () => {
    const canonical = chain('b', 100, 110, 109);
    expect(await detectReorg(processed, defined(canonical.at(-1)), nodeWith(canonical))).toEqual({
      commonAncestor: processed[9],
      rolledBack: { fromBlock: 110, toBlock: 110 },
    });
  });

  it('sees no reorg when a gap in heads hides nothing', async () => {
    const canonical = chain('a', 100, 120);
    expect(await detectReorg(processed, defined(canonical.at(-1)), nodeWith(canonical))).toBeNull();
  });

  it('rolls back to the oldest kept block at worst, and refuses to guess below it', async () => {
    const deep = chain('b', 100, 112, 100);
    expect(await findCommonAncestor(processed, nodeWith(deep))).toMatchObject({
      rolledBack: { fromBlock: 101, toBlock: 110 },
    });
    const deeper = chain('b', 90, 112, 95);
    await expect(findCommonAncestor(processed, nodeWith(deeper))).rejects.toThrow(
      ReorgTooDeepError,
    );
  });

  it('has nothing to compare before the first block is processed', async () => {
    expect(await detectReorg([], defined(chain('a', 5, 5)[0]), nodeWith([]))).toBeNull();
  });
});

describe('isLaggingHead', () => {
  const processed = chain('a', 100, 110);

  it('waits for a node that shows the processed block at its lower height', () => {
    expect(isLaggingHead(processed, defined(chain('a', 107, 107)[0]))).toBe(true);
  });

  it('takes a lower head of another hash for a shorter chain, not a lagging node', () => {
    expect(isLaggingHead(processed, defined(chain('b', 100, 108, 105).at(-1)))).toBe(false);
  });

  it('cannot compare below the blocks kept, so it waits', () => {
    expect(isLaggingHead(processed, defined(chain('b', 90, 90)[0]))).toBe(true);
  });
});

describe('reorgWindow', () => {
  it('keeps the common ancestor of a 64-block reorg, and twice the confirmations beyond', () => {
    expect(reorgWindow(3)).toBe(65);
    expect(reorgWindow(128)).toBe(257);
  });
});

describe('appendProcessed', () => {
  it('keeps only the most recent blocks', () => {
    const kept = appendProcessed(chain('a', 0, 9), chain('a', 10, 14), 8);
    expect(kept.map((b) => b.number)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
  });
});
