import type { CurrencyId } from '@incasso/shared/currencies';
import { parseRate, rateToString } from '@incasso/shared/money';
import { z } from 'zod';
import { getJson, providerUrl, type PriceProvider } from './price-provider.ts';

export const KRAKEN_BASE_URL = 'https://api.kraken.com';

// Kraken names bitcoin XBT; every other currency trades directly against EUR and USD.
const KRAKEN_ASSETS: Record<CurrencyId, string> = {
  btc: 'XBT',
  eth: 'ETH',
  usdt: 'USDT',
  usdc: 'USDC',
  dai: 'DAI',
  bnb: 'BNB',
};

// `{"error":[],"result":{"XXBTZEUR":{"a":[...],"b":[...],"c":["86012.10000","0.0012"],...}}}`.
// The result key is Kraken's own pair name (XXBTZEUR for XBTEUR), so the one entry is taken
// whatever its key. `c` is the last trade: [price, lot volume].
const TickerSchema = z.object({
  error: z.array(z.string()),
  result: z.record(z.string(), z.looseObject({ c: z.tuple([z.string(), z.string()]) })).optional(),
});

/** Kraken's public `/0/public/Ticker?pair=XBTEUR`; errors come back as HTTP 200 with `error`. */
export function createKrakenProvider(baseUrl = KRAKEN_BASE_URL): PriceProvider {
  return {
    source: 'kraken',
    async fetchRates({ crypto, fiat }, signal) {
      const pair = `${KRAKEN_ASSETS[crypto]}${fiat}`;
      const url = providerUrl(baseUrl, '/0/public/Ticker', { pair });
      const ticker = await getJson(url, TickerSchema, signal);
      if (ticker.error.length > 0) throw new Error(`Kraken: ${ticker.error.join('; ')}`);
      const entries = Object.values(ticker.result ?? {});
      if (entries.length !== 1 || !entries[0]) throw new Error(`Kraken sent no ticker for ${pair}`);
      return { [crypto]: { [fiat]: rateToString(parseRate(entries[0].c[0])) } };
    },
  };
}
