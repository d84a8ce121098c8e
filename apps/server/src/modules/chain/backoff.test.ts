import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';

const options = { baseMs: 100, maxMs: 1_000 };

describe('backoffDelay', () => {
  it('doubles the ceiling with each attempt up to the maximum', () => {
    const almostOne = () => 0.999_999;
    expect([0, 1, 2, 3, 4, 10].map((a) => backoffDelay(a, options, almostOne))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
  });

  it('spreads waits over the whole interval (full jitter)', () => {
    expect(backoffDelay(3, options, () => 0)).toBe(0);
    expect(backoffDelay(3, options, () => 0.5)).toBe(400);
    const delays = Array.from({ length: 200 }, () => backoffDelay(2, options));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(400);
    expect(new Set(delays).size).toBeGreaterThan(50);
  });
});
