import { FIAT_CURRENCIES, type FiatCurrency } from '@incasso/shared/money';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

interface FiatCurrencyToggleProps {
  value: FiatCurrency;
  onChange: (value: FiatCurrency) => void;
  disabled?: boolean;
}

/** EUR (the default) or USD, as a two-option radio group. */
export function FiatCurrencyToggle({ value, onChange, disabled }: FiatCurrencyToggleProps) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled} className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('payments.fiatCurrency')}
      </legend>
      <div className="inline-flex h-10 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {FIAT_CURRENCIES.map((code) => (
          <label
            key={code}
            className={clsx(
              'relative inline-flex cursor-pointer items-center rounded-md px-4 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500 has-[:disabled]:cursor-not-allowed',
              value === code
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            <input
              type="radio"
              name="fiat-currency"
              value={code}
              checked={value === code}
              onChange={() => onChange(code)}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
            />
            {code}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
