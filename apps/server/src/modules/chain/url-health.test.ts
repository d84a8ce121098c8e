import { describe, expect, it } from 'vitest';
import { orderByHealth } from './url-health.ts';

const now = 10_000;
const url = (retryAt: number) => ({ url: 'http://node', failures: retryAt > 0 ? 1 : 0, retryAt });

describe('orderByHealth', () => {
  it('keeps the configured order while every URL is healthy', () => {
    expect(orderByHealth([url(0), url(0), url(0)], now)).toEqual([0, 1, 2]);
  });

  it('puts URLs cooling down last, the soonest ready first', () => {
    expect(orderByHealth([url(now + 500), url(0), url(now + 100), url(0)], now)).toEqual([
      1, 3, 2, 0,
    ]);
  });

  it('takes a URL back in its place once its cooldown is over', () => {
    expect(orderByHealth([url(now - 1), url(0)], now)).toEqual([0, 1]);
  });
});
