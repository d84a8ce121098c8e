import type { CurrencyId } from '@incasso/shared/currencies';
import type { Decimal, FiatCurrency } from '@incasso/shared/money';
import { invertRate, multiplyRates, parseRate, rateToString } from '@incasso/shared/money';
import { z } from 'zod';
import { getJson, providerUrl, type PriceProvider } from './price-provider.ts';

export const BINANCE_BASE_URL = 'https://api.binance.com';

/** One market quote: `symbol`'s price, inverted when the pair is quoted the other way round. */
type Leg = { symbol: string; invert?: true };

const TickerPriceSchema = z.object({ symbol: z.string(), price: z.string() });

/*
 * Binance (binance.com) lists crypto/EUR markets but no USD ones, and no USDT/EUR: it lists
 * EUR/USDT. So USD is read through USDT (BTCUSDT stands for BTC/USD, off by USDT's peg, a few
 * hundredths of a percent), stablecoins in EUR go through EUR/USDT inverted, and USDT/USD itself
 * is left to the other providers: an assumed 1 would hide a depeg exactly when it matters.
 * A symbol Binance lacks answers HTTP 400 `{"code":-1121,"msg":"Invalid symbol."}`: a failure,
 * so the next provider is asked.
 */
const EUR_PER_USDT: Leg = { symbol: 'EURUSDT', invert: true };
const ROUTES: Record<CurrencyId, Record<FiatCurrency, Leg[] | null>> = {
  btc: { EUR: [{ symbol: 'BTCEUR' }], USD: [{ symbol: 'BTCUSDT' }] },
  eth: { EUR: [{ symbol: 'ETHEUR' }], USD: [{ symbol: 'ETHUSDT' }] },
  bnb: { EUR: [{ symbol: 'BNBEUR' }], USD: [{ symbol: 'BNBUSDT' }] },
  usdt: { EUR: [EUR_PER_USDT], USD: null },
  usdc: { EUR: [{ symbol: 'USDCUSDT' }, EUR_PER_USDT], USD: [{ symbol: 'USDCUSDT' }] },
  dai: { EUR: [{ symbol: 'DAIUSDT' }, EUR_PER_USDT], USD: [{ symbol: 'DAIUSDT' }] },
};

/** Binance spot `/api/v3/ticker/price?symbol=BTCEUR`, one call per leg of the pair's route. */
export function createBinanceProvider(baseUrl = BINANCE_BASE_URL): PriceProvider {
  async function quote(leg: Leg, signal: AbortSignal): Promise<Decimal> {
    const url = providerUrl(baseUrl, '/api/v3/ticker/price', { symbol: leg.symbol });
    const ticker = await getJson(url, TickerPriceSchema, signal);
    if (ticker.symbol !== leg.symbol) throw new Error(`Binance answered for ${ticker.symbol}`);
    const price = parseRate(ticker.price);
    return leg.invert ? invertRate(price) : price;
  }

  return {
    source: 'binance',
    async fetchRates({ crypto, fiat }, signal) {
      const route = ROUTES[crypto][fiat];
      if (!route) throw new Error(`Binance has no market for ${crypto}/${fiat}`);
      const quotes = await Promise.all(route.map((leg) => quote(leg, signal)));
      const rate = quotes.reduce(multiplyRates);
      return { [crypto]: { [fiat]: rateToString(rate) } };
    },
  };
}
