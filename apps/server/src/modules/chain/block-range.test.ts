import { describe, expect, it } from 'vitest';
import { createRangeSizer, nextRange } from './block-range.ts';

describe('nextRange', () => {
  it('takes at most `size` blocks from the start', () => {
    expect(nextRange(100, 1_000, 50)).toEqual({ fromBlock: 100, toBlock: 149 });
  });

  it('stops at the head', () => {
    expect(nextRange(100, 120, 50)).toEqual({ fromBlock: 100, toBlock: 120 });
    expect(nextRange(120, 120, 50)).toEqual({ fromBlock: 120, toBlock: 120 });
  });

  it('has nothing to scan past the head', () => {
    expect(nextRange(121, 120, 50)).toBeNull();
  });

  it('covers a long catch-up without gaps or overlaps', () => {
    const ranges = [];
    for (let from = 0, r = nextRange(from, 2_499, 1_000); r; r = nextRange(from, 2_499, 1_000)) {
      ranges.push(r);
      from = r.toBlock + 1;
    }
    expect(ranges).toEqual([
      { fromBlock: 0, toBlock: 999 },
      { fromBlock: 1_000, toBlock: 1_999 },
      { fromBlock: 2_000, toBlock: 2_499 },
    ]);
  });
});

describe('createRangeSizer', () => {
  it('halves on refusal down to a single block', () => {
    const sizer = createRangeSizer({ initial: 10, max: 10 });
    const sizes = [];
    while (sizer.shrink()) sizes.push(sizer.size);
    expect(sizes).toEqual([5, 2, 1]);
    expect(sizer.next(7, 100)).toEqual({ fromBlock: 7, toBlock: 7 });
  });

  it('grows by half after a run of full-size successes, never past the maximum', () => {
    const sizer = createRangeSizer({ initial: 100, max: 160, growAfter: 2 });
    const succeed = () => sizer.recordSuccess({ fromBlock: 0, toBlock: sizer.size - 1 });
    succeed();
    expect(sizer.size).toBe(100);
    succeed();
    expect(sizer.size).toBe(150);
    succeed();
    succeed();
    expect(sizer.size).toBe(160);
  });

  it('never grows back to a size the node refused', () => {
    const sizer = createRangeSizer({ initial: 100, max: 100, growAfter: 1 });
    sizer.shrink();
    sizer.shrink();
    expect(sizer.size).toBe(25);
    for (let i = 0; i < 10; i += 1) sizer.recordSuccess({ fromBlock: 0, toBlock: sizer.size - 1 });
    expect(sizer.size).toBe(49);
  });

  it('does not grow on ranges cut short by the head', () => {
    const sizer = createRangeSizer({ initial: 100, max: 1_000, growAfter: 1 });
    sizer.recordSuccess({ fromBlock: 0, toBlock: 9 });
    expect(sizer.size).toBe(100);
  });

  it('restarts the success run after a refusal', () => {
    const sizer = createRangeSizer({ initial: 64, max: 64, growAfter: 2 });
    sizer.shrink();
    sizer.recordSuccess({ fromBlock: 0, toBlock: 31 });
    sizer.shrink();
    sizer.recordSuccess({ fromBlock: 0, toBlock: 15 });
    expect(sizer.size).toBe(16);
  });
});
