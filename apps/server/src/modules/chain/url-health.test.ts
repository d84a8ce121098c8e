import { describe, expect, it } from 'vitest';
import { orderByHealth } from './url-health.ts';

const now = 10_000;
const url = (retryAt: number, head: number | null = null) => ({
  url: 'http://node',
  failures: retryAt > 0 ? 1 : 0,
  retryAt,
  head,
});

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

  it('puts a healthy URL whose head trails the freshest after the fresh ones', () => {
    expect(orderByHealth([url(0, 100), url(0, 120), url(0, 118), url(now + 1, 130)], now)).toEqual([
      1, 2, 0, 3,
    ]);
  });

  it('keeps the configured order among heads a few blocks apart', () => {
    expect(orderByHealth([url(0, 117), url(0, 120)], now)).toEqual([0, 1]);
  });
});
