import type { ChainId } from '@incasso/shared/chains';
import type { Hash } from 'viem';
import type { ScanResult } from '#server/modules/chain/block-scanner.ts';
import type { StepChecks } from '#server/modules/chain/payment-verifier.ts';
import type { Reorg } from '#server/modules/chain/reorg.ts';
import type { Transfer } from '#server/modules/chain/transfers.ts';
import type { createWatcherStore } from '#server/modules/chain/watcher-store.ts';

// A chain and its watcher played by the test, for timelines that a real node would take minutes
// to produce: blocks made at chosen times, reorganised at will, and a watcher that stops,
// restarts and lags behind, storing what it finds through the real watcher store (matching and
// cursor in one transaction), as the chain module's watcher does.

/** A transfer as its sender made it; the block it lands in says the rest. */
export type SentTransfer = Omit<Transfer, 'chain' | 'blockNumber' | 'blockHash' | 'token'>;

type SimulatedBlock = {
  number: number;
  hash: Hash;
  parentHash: Hash;
  time: Date;
  transfers: SentTransfer[];
};

const hashOf = (fork: number, number: number) =>
  `0x${fork.toString(16).padStart(8, '0')}${number.toString(16).padStart(56, '0')}` as Hash;

/** A chain whose first block is `firstBlock`, made at `at`, with nothing in it. */
export function simulatedChain(chain: ChainId, firstBlock: number, at: Date) {
  let forks = 0;
  const blocks: SimulatedBlock[] = [
    {
      number: firstBlock,
      hash: hashOf(forks, firstBlock),
      parentHash: hashOf(forks, firstBlock - 1),
      time: at,
      transfers: [],
    },
  ];
  const tip = () => blocks[blocks.length - 1] as SimulatedBlock;
  const byNumber = (number: number) => {
    const block = blocks[number - firstBlock];
    if (!block) throw new Error(`no block ${number}`);
    return block;
  };
  const ref = (block: SimulatedBlock) => ({
    number: block.number,
    hash: block.hash,
    parentHash: block.parentHash,
  });

  function mine(at: Date, transfers: SentTransfer[] = []): SimulatedBlock {
    const parent = tip();
    const number = parent.number + 1;
    // Block headers count whole seconds.
    const time = new Date(Math.floor(at.getTime() / 1_000) * 1_000);
    const block = { number, hash: hashOf(forks, number), parentHash: parent.hash, time, transfers };
    blocks.push(block);
    return block;
  }

  return {
    chain,
    get head() {
      return tip().number;
    },
    mine,

    /**
     * Replaces the newest `depth` blocks (never the first) by as many new ones made at `at`;
     * the first new block holds the dropped transfers that `kept` says are mined again.
     * Returns the first replaced height, or null when the chain is too short.
     */
    reorg(depth: number, at: Date, kept: (transfer: SentTransfer, index: number) => boolean) {
      const fromBlock = tip().number - depth + 1;
      if (fromBlock <= firstBlock) return null;
      const dropped = blocks.splice(fromBlock - firstBlock).flatMap((block) => block.transfers);
      forks += 1;
      mine(at, dropped.filter(kept));
      for (let i = 1; i < depth; i += 1) mine(at);
      return fromBlock;
    },

    scan(fromBlock: number, toBlock: number): ScanResult {
      const range = blocks.slice(fromBlock - firstBlock, toBlock - firstBlock + 1);
      return {
        fromBlock,
        toBlock,
        blocks: range.map(ref),
        blockTimes: new Map(range.map((block) => [block.number, block.time])),
        refunds: [],
        transfers: range.flatMap((block) =>
          block.transfers.map((sent): Transfer => ({
            ...sent,
            chain,
            blockNumber: block.number,
            blockHash: block.hash,
            token: null,
          })),
        ),
      };
    },

    /** The block a reorg back to `fromBlock` keeps as the common ancestor. */
    ancestorOf(fromBlock: number) {
      return ref(byNumber(fromBlock - 1));
    },

    /** Every transfer on the chain as it stands, with the time of its block. */
    transfers() {
      return blocks.flatMap((block) =>
        block.transfers.map((sent) => ({ ...sent, at: block.time })),
      );
    },
  };
}

export type SimulatedChain = ReturnType<typeof simulatedChain>;

/** The simulated chain is its own only source: every transfer on it is what it says. */
const TRUSTED: StepChecks = {
  isVerified: () => true,
  refuted: [],
  found: [],
  blockTimes: new Map(),
};

/**
 * The watcher over a simulated chain: when running it processes up to `lag` blocks behind the
 * head in ranges of `rangeSize`, after rolling back what a reorg replaced since it last looked.
 */
export function simulatedWatcher(
  chain: SimulatedChain,
  store: ReturnType<typeof createWatcherStore>,
  rangeSize: number,
) {
  let processed = chain.head;
  let replacedFrom: number | null = null;
  const watcher = {
    running: true,
    lag: 0,
    /** A reorg replaced blocks from `fromBlock`: the watcher notices when it next looks. */
    reorganised(fromBlock: number) {
      replacedFrom = Math.min(replacedFrom ?? fromBlock, fromBlock);
    },
    async step() {
      if (!watcher.running) return;
      if (replacedFrom !== null && processed >= replacedFrom) {
        const reorg: Reorg = {
          commonAncestor: chain.ancestorOf(replacedFrom),
          rolledBack: { fromBlock: replacedFrom, toBlock: processed },
        };
        await store.rollBack(reorg);
        processed = replacedFrom - 1;
      }
      replacedFrom = null;
      const target = chain.head - watcher.lag;
      while (processed < target) {
        const toBlock = Math.min(target, processed + rangeSize);
        await store.recordScan(chain.scan(processed + 1, toBlock), undefined, TRUSTED);
        processed = toBlock;
      }
    },
  };
  return watcher;
}
