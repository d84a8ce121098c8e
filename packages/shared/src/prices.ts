import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { CurrencySymbolSchema, currencyIdOf } from './currencies';
import { FiatCurrencySchema, RateStringSchema } from './money';

/** SPEC section 9: prices are cached 60 s per crypto+fiat (on the server and in the browser). */
export const PRICE_CACHE_TTL_MS = 60_000;
/** SPEC section 9: the price lookup waits for 300 ms of quiet in the amount input. */
export const PRICE_DEBOUNCE_MS = 300;

/** Where a rate came from: a public market-data API, or the fixed rates of the demo and tests. */
export const PRICE_SOURCES = ['coingecko', 'binance', 'kraken', 'demo'] as const;
export const PriceSourceSchema = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof PriceSourceSchema>;

export const PRICE_SOURCE_LABELS: Readonly<Record<PriceSource, string>> = {
  coingecko: 'CoinGecko',
  binance: 'Binance',
  kraken: 'Kraken',
  demo: 'Demo',
};

/**
 * `GET /api/price?chain=ethereum&crypto=USDT&fiat=EUR` (SPEC section 7). `crypto` is the API
 * symbol and comes out as the currency id (`usdt`); symbols, chain and fiat codes are read
 * case-insensitively. Whether the currency exists on the chain depends on the deployment's
 * registry, so the server checks that, not this schema.
 */
export const PriceQuerySchema = z.object({
  chain: z.string().toLowerCase().pipe(ChainIdSchema),
  crypto: z.string().toUpperCase().pipe(CurrencySymbolSchema).transform(currencyIdOf),
  fiat: z.string().toUpperCase().pipe(FiatCurrencySchema),
});
export type PriceQuery = z.output<typeof PriceQuerySchema>;

/**
 * The answer: SPEC's `rate` and `source`, plus when the server fetched the rate. `rate` is the
 * fiat value of one unit of the crypto as a decimal STRING ('86000.12'), never a JSON number,
 * so the exact figure a provider sent reaches the client and `cryptoAmountForFiat` unrounded.
 * `source` is the provider's id; PRICE_SOURCE_LABELS names it for people.
 */
export const PriceResponseSchema = z.object({
  rate: RateStringSchema,
  source: PriceSourceSchema,
  fetchedAt: z.iso.datetime(),
});
export type PriceResponse = z.infer<typeof PriceResponseSchema>;
