import type { PayPageLanguage } from '@incasso/shared/pay-page';
import { useMemo, type ReactNode } from 'react';
import { createPayI18n, PayI18nContext } from './pay-i18n-context';
import type { PayTexts } from './pay-texts';

/** Gives the pay page's components the payer's language and texts. */
export function PayI18nProvider(props: {
  language: PayPageLanguage;
  texts: PayTexts;
  children: ReactNode;
}) {
  const { language, texts, children } = props;
  const value = useMemo(() => createPayI18n(language, texts), [language, texts]);
  return <PayI18nContext.Provider value={value}>{children}</PayI18nContext.Provider>;
}
