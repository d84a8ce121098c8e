import { CURRENCIES, type CurrencyId } from '@incasso/shared/currencies';
import { useTranslation } from 'react-i18next';

/** A wallet's accepted currencies, read-only. */
export function CurrencyChips({ currencies }: { currencies: CurrencyId[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('wallets.acceptedCurrencies')} className="flex flex-wrap gap-1.5">
      {currencies.map((id) => (
        <li
          key={id}
          title={CURRENCIES[id].name}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700"
        >
          {CURRENCIES[id].symbol}
        </li>
      ))}
    </ul>
  );
}
