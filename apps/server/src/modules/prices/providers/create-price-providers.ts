import type { PriceProviderName } from '#server/config.ts';
import { BINANCE_BASE_URL, createBinanceProvider } from './binance.ts';
import { COINGECKO_BASE_URL, createCoinGeckoProvider } from './coingecko.ts';
import { createFixedProvider } from './fixed.ts';
import { KRAKEN_BASE_URL, createKrakenProvider } from './kraken.ts';
import type { PriceProvider } from './price-provider.ts';

export type PriceBaseUrls = Record<'coingecko' | 'binance' | 'kraken', string>;

export const PUBLIC_PRICE_BASE_URLS: PriceBaseUrls = {
  coingecko: COINGECKO_BASE_URL,
  binance: BINANCE_BASE_URL,
  kraken: KRAKEN_BASE_URL,
};

/** The providers named by PRICE_PROVIDERS, in that order (the order they are tried in). */
export function createPriceProviders(
  names: readonly PriceProviderName[],
  baseUrls: Partial<PriceBaseUrls> = {},
): PriceProvider[] {
  const urls = { ...PUBLIC_PRICE_BASE_URLS, ...baseUrls };
  return names.map((name) => {
    switch (name) {
      case 'coingecko':
        return createCoinGeckoProvider(urls.coingecko);
      case 'binance':
        return createBinanceProvider(urls.binance);
      case 'kraken':
        return createKrakenProvider(urls.kraken);
      case 'fixed':
        return createFixedProvider();
    }
  });
}
