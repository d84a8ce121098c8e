import { z } from 'zod';

// The currencies a payment can be made in. Which chain carries which one (native coin or token
// contract, and with how many decimals) lives in chains.ts.
export const CURRENCY_IDS = ['usdt', 'usdc', 'dai', 'btc', 'eth', 'bnb'] as const;
export const CurrencyIdSchema = z.enum(CURRENCY_IDS);
export type CurrencyId = z.infer<typeof CurrencyIdSchema>;

// The API and the UI speak upper-case symbols (`crypto=USDT`), storage and code the lower-case id.
export const CURRENCY_SYMBOLS = ['USDT', 'USDC', 'DAI', 'BTC', 'ETH', 'BNB'] as const;
export const CurrencySymbolSchema = z.enum(CURRENCY_SYMBOLS);
export type CurrencySymbol = z.infer<typeof CurrencySymbolSchema>;

export type CurrencyInfo = { id: CurrencyId; symbol: CurrencySymbol; name: string };

export const CURRENCIES: Readonly<Record<CurrencyId, CurrencyInfo>> = {
  usdt: { id: 'usdt', symbol: 'USDT', name: 'Tether USD' },
  usdc: { id: 'usdc', symbol: 'USDC', name: 'USD Coin' },
  dai: { id: 'dai', symbol: 'DAI', name: 'Dai' },
  btc: { id: 'btc', symbol: 'BTC', name: 'Bitcoin' },
  eth: { id: 'eth', symbol: 'ETH', name: 'Ether' },
  bnb: { id: 'bnb', symbol: 'BNB', name: 'BNB' },
};

export function currencySymbol(currency: CurrencyId): CurrencySymbol {
  return CURRENCIES[currency].symbol;
}

export function currencyIdOf(symbol: CurrencySymbol): CurrencyId {
  return CurrencyIdSchema.parse(symbol.toLowerCase());
}
