import { formatFiat, type FiatCurrency } from '@incasso/shared/money';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';

/** Sums per currency, one line each (never converted); a dash when there is none yet. */
export function MoneyLines({ sums }: { sums: { currency: FiatCurrency; cents: number }[] }) {
  const { t } = useTranslation();
  if (sums.length === 0) return <p>{t('admin.stats.none')}</p>;
  return sums.map(({ currency, cents }) => (
    <p key={currency}>{formatFiat(cents, currency, currentLanguage())}</p>
  ));
}
