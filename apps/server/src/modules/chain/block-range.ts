export type BlockRange = { fromBlock: number; toBlock: number };

/** The first `size` blocks of [fromBlock, head], or null when there is nothing to scan. */
export function nextRange(fromBlock: number, head: number, size: number): BlockRange | null {
  if (fromBlock > head) return null;
  return { fromBlock, toBlock: Math.min(head, fromBlock + Math.max(1, size) - 1) };
}

export type RangeSizer = {
  readonly size: number;
  next(fromBlock: number, head: number): BlockRange | null;
  /** After a "range too large" answer: halves the size; false when already one block. */
  shrink(): boolean;
  /** After a full-size range succeeded: every `growAfter` in a row, grows by half. */
  recordSuccess(range: BlockRange): void;
};

/**
 * Adaptive range size for catch-up. Nodes cap eth_getLogs by blocks (BSC 5,000, Cronos
 * 10,000, free tiers 5–10) or by results (10,000 logs). The size halves on refusal and creeps
 * back up after a run of successes, but stays below the smallest size refused so far, so a
 * fixed cap costs a few refusals once instead of one every few ranges.
 */
export function createRangeSizer(options: {
  initial: number;
  max: number;
  growAfter?: number;
}): RangeSizer {
  const growAfter = options.growAfter ?? 4;
  let size = Math.max(1, Math.min(options.initial, options.max));
  let ceiling = options.max;
  let streak = 0;
  return {
    get size() {
      return size;
    },
    next: (fromBlock, head) => nextRange(fromBlock, head, size),
    shrink() {
      streak = 0;
      if (size === 1) return false;
      ceiling = Math.min(ceiling, size - 1);
      size = Math.max(1, Math.floor(size / 2));
      return true;
    },
    recordSuccess(range) {
      // A short range (caught up with the head) says nothing about the node's limit.
      if (range.toBlock - range.fromBlock + 1 < size) return;
      streak += 1;
      if (streak < growAfter) return;
      streak = 0;
      size = Math.min(ceiling, Math.ceil(size * 1.5));
    },
  };
}
