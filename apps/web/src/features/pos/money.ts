import { formatFiat, type FiatCurrency } from '@incasso/shared/money';
import { currentLanguage } from '#i18n/index.ts';

/** Cents as the page's language writes them ('€8.24', '8,24 €'). */
export const money = (cents: number, currency: FiatCurrency) =>
  formatFiat(cents, currency, currentLanguage());
