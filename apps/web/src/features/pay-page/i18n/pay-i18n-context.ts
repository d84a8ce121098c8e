import type { PayPageLanguage } from '@incasso/shared/pay-page';
import { createContext, useContext } from 'react';
import { interpolate, type PayTextKey, type PayTexts, type TextValues } from './pay-texts';

export interface PayI18n {
  language: PayPageLanguage;
  t: (key: PayTextKey, values?: TextValues) => string;
}

export const PayI18nContext = createContext<PayI18n | null>(null);

export function createPayI18n(language: PayPageLanguage, texts: PayTexts): PayI18n {
  return { language, t: (key, values) => interpolate(texts[key], values) };
}

/** The payer's language and texts (PayI18nProvider), the same on the server and in the island. */
export function usePayI18n(): PayI18n {
  const value = useContext(PayI18nContext);
  if (!value) throw new Error('usePayI18n needs a PayI18nProvider');
  return value;
}
