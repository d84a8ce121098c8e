import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './token-bucket.ts';

describe('token bucket', () => {
  it('allows a burst, then refills at its rate', () => {
    let clock = 0;
    const bucket = createTokenBucket({ burst: 3, perSecond: 2 }, () => clock);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    clock = 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    expect(bucket.isEmpty()).toBe(true);
    expect(bucket.isFull()).toBe(false);
    clock = 1_000;
    expect(bucket.isEmpty()).toBe(false);
    clock = 10_000;
    expect(bucket.isFull()).toBe(true);
  });
});
