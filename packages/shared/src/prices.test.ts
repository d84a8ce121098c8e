import { describe, expect, it } from 'vitest';
import { PriceQuerySchema, PriceResponseSchema } from './prices';

describe('PriceQuerySchema', () => {
  it('reads the API symbol into the currency id', () => {
    expect(PriceQuerySchema.parse({ chain: 'ethereum', crypto: 'USDT', fiat: 'EUR' })).toEqual({
      chain: 'ethereum',
      crypto: 'usdt',
      fiat: 'EUR',
    });
  });

  it('ignores case', () => {
    expect(PriceQuerySchema.parse({ chain: 'BSC', crypto: 'bnb', fiat: 'usd' })).toEqual({
      chain: 'bsc',
      crypto: 'bnb',
      fiat: 'USD',
    });
  });

  it.each([
    [{ chain: 'solana', crypto: 'USDT', fiat: 'EUR' }, 'chain'],
    [{ chain: 'ethereum', crypto: 'XRP', fiat: 'EUR' }, 'crypto'],
    [{ chain: 'ethereum', crypto: 'USDT', fiat: 'GBP' }, 'fiat'],
    [{ chain: 'ethereum', fiat: 'EUR' }, 'crypto'],
  ])('refuses %j on %s', (query, field) => {
    const result = PriceQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});

describe('PriceResponseSchema', () => {
  const fetchedAt = '2025-01-01T12:00:00.000Z';

  it('carries the rate as a decimal string', () => {
    const response = { rate: '86000.12', source: 'coingecko', fetchedAt };
    expect(PriceResponseSchema.parse(response)).toEqual(response);
  });

  it('refuses a rate sent as a number, zero or unknown sources', () => {
    expect(
      PriceResponseSchema.safeParse({ rate: 86000.12, source: 'kraken', fetchedAt }).success,
    ).toBe(false);
    expect(PriceResponseSchema.safeParse({ rate: '0', source: 'kraken', fetchedAt }).success).toBe(
      false,
    );
    expect(
      PriceResponseSchema.safeParse({ rate: '1', source: 'bitstamp', fetchedAt }).success,
    ).toBe(false);
  });
});
