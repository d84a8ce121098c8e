import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { parseFiatAmount, type FiatCurrency } from '@incasso/shared/money';
import { usePrice } from '../api/get-price';
import { useDebouncedValue } from '#lib/use-debounced-value.ts';
import { cryptoPreview } from '../crypto-preview';

interface QuoteInput {
  chain: ChainId | null;
  currency: CurrencyId | null;
  fiatCurrency: FiatCurrency;
  /** What the merchant typed: '25', '25.50' or '25,50'. */
  fiatText: string;
}

export interface PaymentQuote {
  /** The typed amount in cents; 0 when empty or unreadable. */
  fiatCents: number;
  fiatError: 'negative' | 'invalid' | 'tooManyDecimals' | 'tooLarge' | null;
  /** 8 decimals, or null (no amount, no rate, or the lookup failed). */
  cryptoAmount: string | null;
  /** Fiat per unit of crypto, an exact decimal string. */
  rate: string | null;
  /** 'CoinGecko (Live)', 'Demo (Cache)'... */
  source: string | null;
  /** SPEC's "price lookup running": typing has not settled for 300 ms, or the call is out. */
  isLookingUp: boolean;
  /** The price feed did not answer: said beside the amount, with `retry`. */
  hasPriceError: boolean;
  retry: () => void;
}

/** The crypto amount for the typed fiat amount, through the debounced, cached price lookup. */
export function usePaymentQuote({ chain, currency, fiatCurrency, fiatText }: QuoteInput) {
  const parsed = fiatText.trim() === '' ? null : parseFiatAmount(fiatText);
  const fiatCents = parsed?.ok ? parsed.cents : 0;
  const settledCents = useDebouncedValue(fiatCents);
  const lookup =
    chain && currency && settledCents > 0 ? { chain, crypto: currency, fiat: fiatCurrency } : null;
  const price = usePrice(lookup);
  const rate = lookup ? price.data : null;
  const quote: PaymentQuote = {
    fiatCents,
    fiatError: parsed && !parsed.ok ? parsed.error : null,
    cryptoAmount:
      rate && chain && currency && fiatCents > 0
        ? cryptoPreview(settledCents, rate.rate, chain, currency)
        : null,
    rate: rate?.rate ?? null,
    source: rate?.source ?? null,
    isLookingUp: fiatCents !== settledCents || price.isFetching,
    // getPrice answers null when the feed failed (it logs why).
    hasPriceError: lookup !== null && !price.isFetching && (price.isError || price.data === null),
    retry: () => void price.refetch(),
  };
  return quote;
}
