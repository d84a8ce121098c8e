import { CURRENCIES, type CurrencyId } from '@incasso/shared/currencies';
import { useTranslation } from 'react-i18next';

interface CoinCheckboxesProps {
  /** The coins the chosen wallet accepts. */
  offered: CurrencyId[];
  value: CurrencyId[];
  onChange: (coins: CurrencyId[]) => void;
  error?: string;
}

/** The coins the payer may pick among on the pay page. */
export function CoinCheckboxes({ offered, value, onChange, error }: CoinCheckboxesProps) {
  const { t } = useTranslation();
  function handleToggle(coin: CurrencyId, checked: boolean) {
    onChange(
      checked
        ? offered.filter((id) => id === coin || value.includes(id))
        : value.filter((id) => id !== coin),
    );
  }
  return (
    <fieldset
      className="space-y-1.5"
      aria-describedby={error ? 'recurring-coins-error' : undefined}
    >
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('recurring.form.coins')}
      </legend>
      <div className="flex flex-wrap gap-3">
        {offered.map((coin) => (
          <label
            key={coin}
            className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200"
          >
            <input
              type="checkbox"
              checked={value.includes(coin)}
              onChange={(event) => handleToggle(coin, event.target.checked)}
              className="size-4 rounded border-slate-300 text-indigo-600"
            />
            {CURRENCIES[coin].symbol}
          </label>
        ))}
      </div>
      {error && (
        <p
          id="recurring-coins-error"
          className="text-xs font-medium text-rose-600 dark:text-rose-400"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
