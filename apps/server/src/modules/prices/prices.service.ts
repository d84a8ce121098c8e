import { CHAINS, type ChainId, type ChainRegistry } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { FiatCurrency } from '@incasso/shared/money';
import { PRICE_CACHE_TTL_MS, type PriceSource } from '@incasso/shared/prices';
import { AppError } from '#server/lib/app-error.ts';
import type { PricePair, PriceProvider, PriceTable } from './providers/price-provider.ts';

export interface PriceQuote {
  /** Fiat per one unit of the crypto, as an exact decimal string. */
  rate: string;
  source: PriceSource;
  fetchedAt: Date;
}

export interface PricesService {
  /** The current rate of `crypto` on `chain` in `fiat`; AppError 503 when no provider answers. */
  getPrice(chain: ChainId, crypto: CurrencyId, fiat: FiatCurrency): Promise<PriceQuote>;
}

/** Pino's `warn`, or anything shaped like it. */
export interface PricesLogger {
  warn(details: object, message: string): void;
}

export interface PricesServiceOptions {
  /** Tried in this order until one answers. */
  providers: readonly PriceProvider[];
  registry?: ChainRegistry;
  cacheTtlMs?: number;
  /** Each provider gets this long before the next one is asked. */
  timeoutMs?: number;
  now?: () => number;
  log?: PricesLogger;
}

export const PRICE_PROVIDER_TIMEOUT_MS = 3_000;

export function createPricesService(options: PricesServiceOptions): PricesService {
  const { providers, registry = CHAINS, cacheTtlMs = PRICE_CACHE_TTL_MS } = options;
  const timeoutMs = options.timeoutMs ?? PRICE_PROVIDER_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { quote: PriceQuote; expiresAt: number }>();
  // Concurrent callers for one pair share one lookup instead of each hitting the providers.
  const inFlight = new Map<string, Promise<PriceQuote>>();

  function remember(table: PriceTable, source: PriceSource, fetchedAt: number): void {
    for (const [crypto, rates] of Object.entries(table)) {
      for (const [fiat, rate] of Object.entries(rates)) {
        const quote = { rate, source, fetchedAt: new Date(fetchedAt) };
        cache.set(`${crypto}:${fiat}`, { quote, expiresAt: fetchedAt + cacheTtlMs });
      }
    }
  }

  async function lookUp(pair: PricePair): Promise<PriceQuote> {
    for (const provider of providers) {
      try {
        const table = await withTimeout(provider, pair, timeoutMs);
        const rate = table[pair.crypto]?.[pair.fiat];
        if (!rate) throw new Error(`${provider.source} sent no rate for the pair`);
        const fetchedAt = now();
        remember(table, provider.source, fetchedAt);
        return { rate, source: provider.source, fetchedAt: new Date(fetchedAt) };
      } catch (error) {
        options.log?.warn(
          { err: error, provider: provider.source, ...pair },
          'price provider failed',
        );
      }
    }
    throw new AppError(503, 'priceUnavailable', 'Error fetching price data.');
  }

  return {
    async getPrice(chain, crypto, fiat) {
      if (!registry[chain].assets[crypto]) {
        throw new AppError(400, 'invalidInput', 'Invalid input data', {
          crypto: 'currencyNotOnChain',
        });
      }
      // The price does not depend on the chain: WBTC, BTCB and WETH price as BTC and ETH.
      const key = `${crypto}:${fiat}`;
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached.quote;
      let lookup = inFlight.get(key);
      if (!lookup) {
        lookup = lookUp({ crypto, fiat }).finally(() => inFlight.delete(key));
        inFlight.set(key, lookup);
      }
      return lookup;
    },
  };
}

/** Gives up on a provider after `timeoutMs` even if it ignores its abort signal. */
function withTimeout(provider: PriceProvider, pair: PricePair, timeoutMs: number) {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  return Promise.race([provider.fetchRates(pair, signal), timedOut]);
}
