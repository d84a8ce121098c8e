import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { startPriceServer, type PriceServer } from '#test/price-server.ts';
import { createPricesService } from './prices.service.ts';
import { createPriceProviders } from './providers/create-price-providers.ts';

describe('GET /api/price', () => {
  let server: PriceServer;
  let live: Awaited<ReturnType<typeof buildTestApp>>;
  let demo: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    server = await startPriceServer();
    const providers = createPriceProviders(['coingecko', 'kraken'], server.baseUrls);
    // A cache of zero so each request reaches the providers and sees their current behaviour.
    // The timeout only has to end the 'hang' case: short, yet long enough that a loaded machine
    // (CI runs test files in parallel) never mistakes a slow local answer for a dead provider.
    const prices = createPricesService({ providers, cacheTtlMs: 0, timeoutMs: 3_000 });
    live = await buildTestApp({ deps: { prices } });
    demo = await buildTestApp(); // the test config: PRICE_PROVIDERS=fixed
  });

  afterAll(async () => {
    await Promise.all([live?.close(), demo?.close()]);
    await server?.close();
  });

  it('answers the rate as a decimal string with its source', async () => {
    const response = await live.app.inject('/api/price?chain=ethereum&crypto=BTC&fiat=EUR');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ rate: '86012.5', source: 'coingecko', fetchedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(body.fetchedAt))).toBe(false);
  });

  it('answers from the next provider when the first sends garbage', async () => {
    server.behave('coingecko', 'garbage');
    const response = await live.app.inject('/api/price?chain=polygon&crypto=USDT&fiat=USD');
    server.behave('coingecko', 'ok');
    expect(response.json()).toMatchObject({ rate: '1.0002', source: 'kraken' });
  });

  it('answers 503 priceUnavailable when no provider answers', async () => {
    server.behave('coingecko', 'httpError');
    server.behave('kraken', 'hang');
    const response = await live.app.inject('/api/price?chain=ethereum&crypto=ETH&fiat=EUR');
    server.behave('coingecko', 'ok');
    server.behave('kraken', 'ok');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'priceUnavailable',
      message: 'Error fetching price data.',
    });
  });

  it('uses the fixed demo rates when PRICE_PROVIDERS=fixed', async () => {
    const response = await demo.app.inject('/api/price?chain=bsc&crypto=bnb&fiat=usd');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rate: '900', source: 'demo' });
  });

  it.each([
    ['chain=solana&crypto=USDT&fiat=EUR', 'chain'],
    ['chain=ethereum&crypto=XRP&fiat=EUR', 'crypto'],
    ['chain=ethereum&crypto=USDT&fiat=GBP', 'fiat'],
    ['chain=ethereum&fiat=EUR', 'crypto'],
  ])('answers 400 invalidInput for %s', async (query, field) => {
    const response = await demo.app.inject(`/api/price?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('invalidInput');
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it('answers 400 currencyNotOnChain for a currency the chain does not carry', async () => {
    const response = await demo.app.inject('/api/price?chain=ethereum&crypto=BNB&fiat=EUR');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalidInput',
      fields: { crypto: 'currencyNotOnChain' },
    });
  });
});
