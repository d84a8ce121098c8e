import type { FiatCurrency } from '@incasso/shared/money';

/** One colour per currency for the chart's lines and the cards' marks; readable on both themes. */
export const CURRENCY_COLOURS: Record<FiatCurrency, string> = {
  EUR: '#6366f1',
  USD: '#10b981',
};
