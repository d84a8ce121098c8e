import type { CurrencyId } from '@incasso/shared/currencies';
import { FIAT_CURRENCIES, decimalFromNumber, rateToString } from '@incasso/shared/money';
import { z } from 'zod';
import { getJson, providerUrl, type PriceProvider, type PriceTable } from './price-provider.ts';

export const COINGECKO_BASE_URL = 'https://api.coingecko.com';

// CoinGecko coin ids. Wrapped and bridged tokens (WBTC, BTCB, WETH) price as their underlying.
const COIN_IDS: Record<CurrencyId, string> = {
  usdt: 'tether',
  usdc: 'usd-coin',
  dai: 'dai',
  btc: 'bitcoin',
  eth: 'ethereum',
  bnb: 'binancecoin',
};

// `{"bitcoin":{"eur":86012.5,"usd":97050}, ...}`; a coin CoinGecko does not know is left out.
const SimplePriceSchema = z.record(z.string(), z.record(z.string(), z.number().positive()));

/**
 * CoinGecko's keyless public API, `/api/v3/simple/price`. One call asks for every currency in
 * both fiats: the keyless tier allows only a few calls a minute, and with the 60 s cache one
 * call then serves every pair for a minute.
 */
export function createCoinGeckoProvider(baseUrl = COINGECKO_BASE_URL): PriceProvider {
  return {
    source: 'coingecko',
    async fetchRates(_pair, signal) {
      const url = providerUrl(baseUrl, '/api/v3/simple/price', {
        ids: Object.values(COIN_IDS).join(','),
        vs_currencies: FIAT_CURRENCIES.join(',').toLowerCase(),
      });
      const prices = await getJson(url, SimplePriceSchema, signal);
      const table: PriceTable = {};
      for (const [currency, coinId] of Object.entries(COIN_IDS) as [CurrencyId, string][]) {
        for (const fiat of FIAT_CURRENCIES) {
          const price = prices[coinId]?.[fiat.toLowerCase()];
          const rate = price === undefined ? null : decimalFromNumber(price);
          if (rate) (table[currency] ??= {})[fiat] = rateToString(rate);
        }
      }
      return table;
    },
  };
}
