import { CURRENCIES, type CurrencyId } from '@incasso/shared/currencies';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface CurrencyPickerProps {
  available: CurrencyId[];
  selected: CurrencyId[];
  onChange: (selected: CurrencyId[]) => void;
  error?: string;
}

/** The accepted currencies, as toggle chips (checkboxes) limited to those on the chain. */
export function CurrencyPicker({ available, selected, onChange, error }: CurrencyPickerProps) {
  const { t } = useTranslation();
  const errorId = useId();

  function toggle(id: CurrencyId) {
    // Kept in the chain's order, whatever the order of the clicks.
    const next = selected.includes(id) ? selected.filter((c) => c !== id) : [...selected, id];
    onChange(available.filter((c) => next.includes(c)));
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('wallets.acceptedCurrencies')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {available.map((id) => {
          const isOn = selected.includes(id);
          return (
            <label
              key={id}
              className={clsx(
                'relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
                isOn
                  ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-500'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200',
              )}
            >
              <input
                type="checkbox"
                // Invisible but covering the chip: clicks and taps land on the real control.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                checked={isOn}
                onChange={() => toggle(id)}
              />
              {isOn && <Check aria-hidden className="size-3.5" />}
              {CURRENCIES[id].symbol}
              <span className="sr-only">{CURRENCIES[id].name}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-rose-600 dark:text-rose-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
