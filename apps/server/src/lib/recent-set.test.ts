import { describe, expect, it } from 'vitest';
import { createRecentSet } from './recent-set.ts';

describe('recent set', () => {
  it('forgets a key after its time, and the oldest keys beyond its size', () => {
    let clock = 0;
    const recent = createRecentSet({ size: 2, ttlMs: 100 }, () => clock);
    recent.add('a');
    recent.add('b');
    expect(recent.has('a')).toBe(true);
    recent.add('c');
    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([false, true, true]);
    clock = 150;
    expect(recent.has('b')).toBe(false);
  });
});
