// When a transfer was made, as matching may rely on it (decision note 052): a transfer pays only
// requests that existed when its block was made, never one created after it.

/** A block header's `timestamp` counts whole seconds: the block may be up to this much later. */
const TIMESTAMP_RESOLUTION_MS = 1_000;

/**
 * How much later than a block's timestamp a request may have been created and still be paid
 * by a transfer in that block: one block time (a block is built after the time it carries, and
 * clocks drift by about as much) and the timestamp's resolution.
 */
export function creationToleranceMs(blockTimeMs: number): number {
  return blockTimeMs + TIMESTAMP_RESOLUTION_MS;
}

/**
 * The earliest time the block `blockNumber` can have been made: its own timestamp, else the
 * latest known timestamp of a block before it (timestamps never go back along a chain), else
 * null (unknown: nothing may be credited by it automatically). Never later than `now`, so a
 * node's clock set ahead opens no request to an older transfer.
 */
export function earliestMinedAt(
  blockTimes: ReadonlyMap<number, Date>,
  blockNumber: number,
  now: Date,
): Date | null {
  const time = blockTimes.get(blockNumber) ?? latestTimeBefore(blockTimes, blockNumber);
  if (!time) return null;
  return time > now ? now : time;
}

function latestTimeBefore(blockTimes: ReadonlyMap<number, Date>, blockNumber: number) {
  let latest: { number: number; time: Date } | undefined;
  for (const [number, time] of blockTimes) {
    if (number < blockNumber && (!latest || number > latest.number)) latest = { number, time };
  }
  return latest?.time;
}

/** The latest creation time of a request that a transfer made at `minedAt` may pay. */
export function latestPayableCreation(minedAt: Date, blockTimeMs: number): Date {
  return new Date(minedAt.getTime() + creationToleranceMs(blockTimeMs));
}
