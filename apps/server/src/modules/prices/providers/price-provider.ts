import type { CurrencyId } from '@incasso/shared/currencies';
import type { FiatCurrency } from '@incasso/shared/money';
import type { PriceSource } from '@incasso/shared/prices';
import type { z } from 'zod';

export interface PricePair {
  crypto: CurrencyId;
  fiat: FiatCurrency;
}

/** Rates (canonical decimal strings, fiat per unit of crypto) by currency and fiat. */
export type PriceTable = Partial<Record<CurrencyId, Partial<Record<FiatCurrency, string>>>>;

export interface PriceProvider {
  readonly source: PriceSource;
  /**
   * Resolves with a table holding at least the requested pair's rate; a provider that learns
   * more rates in the same call returns them too and the service caches them all. Rejects on
   * any failure: network, HTTP status, an answer that does not match the provider's format.
   */
  fetchRates(pair: PricePair, signal: AbortSignal): Promise<PriceTable>;
}

/** GETs a provider URL and validates its JSON with `schema`: garbage is a failure. */
export async function getJson<T>(url: URL, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`${url.host} answered HTTP ${response.status}`);
  }
  return schema.parse(await response.json());
}

/** `path` under a configurable base URL that may itself carry a path (a proxy, a test server). */
export function providerUrl(baseUrl: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}
