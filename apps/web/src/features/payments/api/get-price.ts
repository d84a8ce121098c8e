import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ChainId } from '@incasso/shared/chains';
import { currencySymbol, type CurrencyId } from '@incasso/shared/currencies';
import type { FiatCurrency } from '@incasso/shared/money';
import {
  PRICE_CACHE_TTL_MS,
  PRICE_SOURCE_LABELS,
  PriceResponseSchema,
  type PriceResponse,
} from '@incasso/shared/prices';
import { api } from '#lib/api-client.ts';
import { getCache, setCache } from '#lib/cache.ts';

/** SPEC section 8: logged (not shown) when the price lookup fails. */
export const PRICE_FAILURE_MESSAGE = 'La richiesta dei prezzi non è andata a buon fine';

export interface PriceLookup {
  chain: ChainId;
  crypto: CurrencyId;
  fiat: FiatCurrency;
}

export interface Price {
  /** Fiat per unit of crypto, an exact decimal string: feed it to cryptoAmountForFiat. */
  rate: string;
  /** The provider's name, suffixed ' (Cache)' or ' (Live)' (SPEC section 7). */
  source: string;
  fetchedAt: string;
}

/** One cache entry per crypto+fiat (the chain does not change a price). */
export const priceCacheKey = ({ crypto, fiat }: PriceLookup) => `price_${crypto}_${fiat}`;

function labelled(price: PriceResponse, origin: 'Cache' | 'Live'): Price {
  return { ...price, source: `${PRICE_SOURCE_LABELS[price.source]} (${origin})` };
}

/**
 * GET /api/price, through a 60 s cache per crypto+fiat. A failure is logged and answers null:
 * the caller clears the crypto amount rather than show one from no rate.
 */
export async function getPrice(lookup: PriceLookup): Promise<Price | null> {
  const cached = PriceResponseSchema.safeParse(getCache(priceCacheKey(lookup)));
  if (cached.success) return labelled(cached.data, 'Cache');
  const query = new URLSearchParams({
    chain: lookup.chain,
    crypto: currencySymbol(lookup.crypto),
    fiat: lookup.fiat,
  });
  try {
    const price = PriceResponseSchema.parse(await api.get(`/api/price?${query}`));
    setCache(priceCacheKey(lookup), price, PRICE_CACHE_TTL_MS);
    return labelled(price, 'Live');
  } catch (error) {
    console.error(PRICE_FAILURE_MESSAGE, error);
    return null;
  }
}

// The 60 s cache lives in getPrice, which also decides the (Cache)/(Live) label, so the query
// itself is always stale: coming back to a pair asks getPrice again, which answers from cache.
// A null lookup (no wallet, currency or amount yet) runs no query.
export const priceQueryOptions = (lookup: PriceLookup | null) =>
  queryOptions({
    queryKey: ['price', lookup?.crypto, lookup?.fiat, lookup?.chain] as const,
    queryFn: lookup ? () => getPrice(lookup) : skipToken,
    staleTime: 0,
  });

/**
 * The price for a lookup. Build the lookup from the debounced amount (useDebouncedValue) so
 * typing does not start a lookup per keystroke; `isFetching` is SPEC's "price lookup running".
 */
export function usePrice(lookup: PriceLookup | null) {
  return useQuery(priceQueryOptions(lookup));
}
