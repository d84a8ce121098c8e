import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { PRICE_FAILURE_MESSAGE, getPrice, usePrice, type PriceLookup } from './get-price';

const fetchedAt = '2025-06-01T10:00:00.000Z';
const usdtEur: PriceLookup = { chain: 'ethereum', crypto: 'usdt', fiat: 'EUR' };
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer();
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  localStorage.clear();
  server.calls.length = 0;
  server.route('GET /api/price', () => ({
    status: 200,
    body: { rate: '0.859834', source: 'coingecko', fetchedAt },
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('getPrice', () => {
  it('asks the server with the API symbol and labels a fresh rate (Live)', async () => {
    expect(await getPrice(usdtEur)).toEqual({
      rate: '0.859834',
      source: 'CoinGecko (Live)',
      fetchedAt,
    });
    expect(server.calls.map((call) => call.path)).toEqual([
      '/api/price?chain=ethereum&crypto=USDT&fiat=EUR',
    ]);
  });

  it('answers from its cache for 60 s per crypto+fiat, labelled (Cache)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await getPrice(usdtEur);
    vi.advanceTimersByTime(59_000);
    expect(await getPrice({ ...usdtEur, chain: 'polygon' })).toMatchObject({
      rate: '0.859834',
      source: 'CoinGecko (Cache)',
    });
    expect(server.calls).toHaveLength(1);
    await getPrice({ ...usdtEur, fiat: 'USD' });
    expect(server.calls).toHaveLength(2);
    vi.advanceTimersByTime(1_001);
    expect(await getPrice(usdtEur)).toMatchObject({ source: 'CoinGecko (Live)' });
    expect(server.calls).toHaveLength(3);
  });

  it('logs the failure in Italian and answers null, caching nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.route('GET /api/price', () => ({
      status: 503,
      body: { error: 'priceUnavailable', message: 'Error fetching price data.' },
    }));
    expect(await getPrice(usdtEur)).toBeNull();
    expect(logged).toHaveBeenCalledWith(PRICE_FAILURE_MESSAGE, expect.anything());
    expect(localStorage.length).toBe(0);
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.route('GET /api/price', () => ({
      status: 200,
      body: { rate: 0.859834, source: 'coingecko', fetchedAt },
    }));
    expect(await getPrice(usdtEur)).toBeNull();
    expect(logged).toHaveBeenCalledWith(PRICE_FAILURE_MESSAGE, expect.anything());
  });
});

describe('usePrice', () => {
  function wrapper({ children }: { children: ReactNode }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }

  it('looks nothing up without a lookup', async () => {
    const { result } = renderHook(() => usePrice(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(server.calls).toHaveLength(0);
  });

  it('gives the live rate, then the cached one when the pair comes back', async () => {
    const { result, rerender } = renderHook((lookup: PriceLookup) => usePrice(lookup), {
      wrapper,
      initialProps: usdtEur,
    });
    await waitFor(() => expect(result.current.data?.source).toBe('CoinGecko (Live)'));
    rerender({ ...usdtEur, crypto: 'usdc' });
    await waitFor(() => expect(result.current.data?.source).toBe('CoinGecko (Live)'));
    act(() => rerender(usdtEur));
    await waitFor(() => expect(result.current.data?.source).toBe('CoinGecko (Cache)'));
    expect(server.calls).toHaveLength(2);
  });

  it('gives null when the lookup fails, for the caller to clear the crypto amount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.route('GET /api/price', () => ({ status: 503, body: { error: 'priceUnavailable' } }));
    const { result } = renderHook(() => usePrice(usdtEur), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
