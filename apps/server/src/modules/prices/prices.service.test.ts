import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { createPricesService } from './prices.service.ts';
import type { PricePair, PriceProvider, PriceTable } from './providers/price-provider.ts';
import type { PriceSource } from '@incasso/shared/prices';

/** A small in-process provider that records its calls; the HTTP ones are tested for real. */
function provider(
  source: PriceSource,
  answer: (pair: PricePair, signal: AbortSignal) => Promise<PriceTable>,
) {
  const calls: { pair: PricePair; signal: AbortSignal }[] = [];
  const fake: PriceProvider & { calls: typeof calls } = {
    source,
    calls,
    fetchRates(pair, signal) {
      calls.push({ pair, signal });
      return answer(pair, signal);
    },
  };
  return fake;
}

const answering = (source: PriceSource, table: PriceTable) => provider(source, async () => table);
const failing = (source: PriceSource) =>
  provider(source, async () => {
    throw new Error('HTTP 500');
  });
const never = (source: PriceSource) => provider(source, () => new Promise<PriceTable>(() => {}));

describe('prices service', () => {
  it('asks the providers in order until one answers', async () => {
    const first = failing('coingecko');
    const second = answering('binance', { btc: { EUR: '86000.5' } });
    const third = answering('kraken', { btc: { EUR: '1' } });
    const service = createPricesService({ providers: [first, second, third] });
    const quote = await service.getPrice('ethereum', 'btc', 'EUR');
    expect(quote).toMatchObject({ rate: '86000.5', source: 'binance' });
    expect([first.calls.length, second.calls.length, third.calls.length]).toEqual([1, 1, 0]);
  });

  it('counts an answer without the asked pair as a failure', async () => {
    const partial = answering('coingecko', { eth: { EUR: '2900' } });
    const kraken = answering('kraken', { btc: { EUR: '86001' } });
    const service = createPricesService({ providers: [partial, kraken] });
    expect(await service.getPrice('ethereum', 'btc', 'EUR')).toMatchObject({ source: 'kraken' });
  });

  it('answers 503 priceUnavailable when no provider answers, and logs each failure', async () => {
    const warnings: object[] = [];
    const service = createPricesService({
      providers: [failing('coingecko'), failing('kraken')],
      log: { warn: (details) => warnings.push(details) },
    });
    const error = await service.getPrice('ethereum', 'usdt', 'EUR').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 503,
      error: 'priceUnavailable',
      message: 'Error fetching price data.',
    });
    expect(warnings).toMatchObject([{ provider: 'coingecko' }, { provider: 'kraken' }]);
  });

  it('moves on from a provider that does not answer within the timeout', async () => {
    const stuck = never('coingecko');
    const service = createPricesService({
      providers: [stuck, answering('binance', { eth: { USD: '3350' } })],
      timeoutMs: 50,
    });
    // The stuck provider never answers: a price at all means it was given up on.
    expect(await service.getPrice('ethereum', 'eth', 'USD')).toMatchObject({ source: 'binance' });
    expect(stuck.calls[0]?.signal.aborted).toBe(true);
  });

  it('serves a rate from its cache for 60 s, every pair the provider sent included', async () => {
    let clock = 1_000_000;
    const coingecko = answering('coingecko', { btc: { EUR: '86000', USD: '98000' } });
    const service = createPricesService({ providers: [coingecko], now: () => clock });
    const first = await service.getPrice('ethereum', 'btc', 'EUR');
    clock += 59_999;
    expect(await service.getPrice('polygon', 'btc', 'EUR')).toEqual(first);
    expect(await service.getPrice('ethereum', 'btc', 'USD')).toMatchObject({ rate: '98000' });
    expect(coingecko.calls).toHaveLength(1);
    clock += 1;
    const fresh = await service.getPrice('ethereum', 'btc', 'EUR');
    expect(coingecko.calls).toHaveLength(2);
    expect(fresh.fetchedAt.getTime()).toBe(clock);
  });

  it('shares one lookup between concurrent callers of a pair', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = provider('kraken', async ({ crypto, fiat }) => {
      await gate;
      return { [crypto]: { [fiat]: '0.86' } };
    });
    const service = createPricesService({ providers: [slow] });
    const callers = Array.from({ length: 5 }, () => service.getPrice('bsc', 'usdt', 'EUR'));
    const other = service.getPrice('bsc', 'usdc', 'EUR');
    release();
    const quotes = await Promise.all(callers);
    await other;
    expect(new Set(quotes).size).toBe(1);
    expect(slow.calls.map((call) => call.pair)).toEqual([
      { crypto: 'usdt', fiat: 'EUR' },
      { crypto: 'usdc', fiat: 'EUR' },
    ]);
  });

  it('does not remember a failure', async () => {
    let healthy = false;
    const flaky = provider('coingecko', async () => {
      if (!healthy) throw new Error('HTTP 429');
      return { dai: { USD: '0.9998' } };
    });
    const service = createPricesService({ providers: [flaky] });
    await expect(service.getPrice('ethereum', 'dai', 'USD')).rejects.toThrow(AppError);
    healthy = true;
    expect(await service.getPrice('ethereum', 'dai', 'USD')).toMatchObject({ rate: '0.9998' });
  });

  it('refuses a currency the chain does not carry, before asking anyone', async () => {
    const coingecko = answering('coingecko', { bnb: { EUR: '780' } });
    const service = createPricesService({ providers: [coingecko] });
    await expect(service.getPrice('ethereum', 'bnb', 'EUR')).rejects.toMatchObject({
      statusCode: 400,
      fields: { crypto: 'currencyNotOnChain' },
    });
    expect(coingecko.calls).toHaveLength(0);
    expect(await service.getPrice('bsc', 'bnb', 'EUR')).toMatchObject({ rate: '780' });
  });
});
