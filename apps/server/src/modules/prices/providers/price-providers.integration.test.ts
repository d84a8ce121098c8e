import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPriceServer, type PriceServer } from '#test/price-server.ts';
import { createPricesService } from '../prices.service.ts';
import { createPriceProviders } from './create-price-providers.ts';
import type { PricePair, PriceProvider } from './price-provider.ts';

let server: PriceServer;
let coingecko: PriceProvider;
let binance: PriceProvider;
let kraken: PriceProvider;

beforeAll(async () => {
  server = await startPriceServer();
  [coingecko, binance, kraken] = createPriceProviders(
    ['coingecko', 'binance', 'kraken'],
    server.baseUrls,
  ) as [PriceProvider, PriceProvider, PriceProvider];
});
afterEach(() => {
  server.requests.length = 0;
  for (const api of ['coingecko', 'binance', 'kraken'] as const) server.behave(api, 'ok');
  server.relist();
});
afterAll(() => server.close());

const fetchRates = (provider: PriceProvider, pair: PricePair) =>
  provider.fetchRates(pair, AbortSignal.timeout(2_000));

describe('CoinGecko provider', () => {
  it('reads every currency in both fiats from one simple/price call', async () => {
    const table = await fetchRates(coingecko, { crypto: 'btc', fiat: 'EUR' });
    expect(server.requests).toEqual([
      '/coingecko/api/v3/simple/price?ids=tether%2Cusd-coin%2Cdai%2Cbitcoin%2Cethereum%2Cbinancecoin&vs_currencies=eur%2Cusd',
    ]);
    expect(table).toEqual({
      usdt: { EUR: '0.859834', USD: '1.001' },
      usdc: { EUR: '0.86', USD: '0.999942' },
      dai: { EUR: '0.859', USD: '0.999821' },
      btc: { EUR: '86012.5', USD: '98011' },
      eth: { EUR: '2901.37', USD: '3350.12' },
      bnb: { EUR: '780.41', USD: '900.03' },
    });
  });
});

describe('Binance provider', () => {
  it.each([
    [{ crypto: 'btc', fiat: 'EUR' }, '86020.01', ['BTCEUR']],
    [{ crypto: 'eth', fiat: 'USD' }, '3351', ['ETHUSDT']],
    [{ crypto: 'usdt', fiat: 'EUR' }, '0.862068965517241379', ['EURUSDT']],
    [{ crypto: 'usdc', fiat: 'EUR' }, '0.861982758620689655', ['USDCUSDT', 'EURUSDT']],
    [{ crypto: 'dai', fiat: 'USD' }, '1.0001', ['DAIUSDT']],
  ] as const)('prices %j at %s through %j', async (pair, rate, symbols) => {
    expect(await fetchRates(binance, pair)).toEqual({ [pair.crypto]: { [pair.fiat]: rate } });
    expect(
      server.requests.map((r) => new URL(r, 'http://x').searchParams.get('symbol')).sort(),
    ).toEqual([...symbols].sort());
  });

  it('leaves USDT/USD to others rather than assume the peg', async () => {
    await expect(fetchRates(binance, { crypto: 'usdt', fiat: 'USD' })).rejects.toThrow(/no market/);
    expect(server.requests).toEqual([]);
  });
});

describe('Kraken provider', () => {
  it('reads the last trade whatever Kraken names the pair', async () => {
    expect(await fetchRates(kraken, { crypto: 'btc', fiat: 'EUR' })).toEqual({
      btc: { EUR: '86030' },
    });
    expect(await fetchRates(kraken, { crypto: 'usdt', fiat: 'USD' })).toEqual({
      usdt: { USD: '1.0002' },
    });
    expect(server.requests).toEqual([
      '/kraken/0/public/Ticker?pair=XBTEUR',
      '/kraken/0/public/Ticker?pair=USDTUSD',
    ]);
  });

  it('fails on the error Kraken reports with HTTP 200', async () => {
    await expect(fetchRates(kraken, { crypto: 'bnb', fiat: 'EUR' })).rejects.toThrow(
      /Unknown asset pair/,
    );
  });
});

describe('provider failures', () => {
  it.each(['coingecko', 'binance', 'kraken'] as const)(
    '%s: garbage and HTTP errors are failures',
    async (api) => {
      const provider = { coingecko, binance, kraken }[api];
      server.behave(api, 'garbage');
      await expect(fetchRates(provider, { crypto: 'btc', fiat: 'EUR' })).rejects.toThrow();
      server.behave(api, 'httpError');
      await expect(fetchRates(provider, { crypto: 'btc', fiat: 'EUR' })).rejects.toThrow(
        /HTTP 500/,
      );
    },
  );

  it('a symbol Binance does not list (HTTP 400 Invalid symbol) is a failure', async () => {
    server.delist('DAIUSDT');
    await expect(fetchRates(binance, { crypto: 'dai', fiat: 'USD' })).rejects.toThrow(/HTTP 400/);
  });
});

describe('prices service over HTTP', () => {
  it('falls back past a hanging and a garbled provider, in the configured order', async () => {
    server.behave('coingecko', 'hang');
    server.behave('binance', 'garbage');
    const service = createPricesService({
      providers: [coingecko, binance, kraken],
      timeoutMs: 200,
    });
    const quote = await service.getPrice('polygon', 'btc', 'EUR');
    expect(quote).toMatchObject({ rate: '86030', source: 'kraken' });
    expect(server.requests.map((r) => r.split('/')[1])).toEqual(['coingecko', 'binance', 'kraken']);
  });

  it('answers 503 when every provider fails', async () => {
    for (const api of ['coingecko', 'binance', 'kraken'] as const) server.behave(api, 'httpError');
    const service = createPricesService({ providers: [coingecko, binance, kraken] });
    await expect(service.getPrice('ethereum', 'eth', 'USD')).rejects.toMatchObject({
      statusCode: 503,
      error: 'priceUnavailable',
    });
  });
});
