import { CURRENCIES, type CurrencyId } from '@incasso/shared/currencies';
import { useId } from 'react';

interface CoinCheckboxesProps {
  label: string;
  /** The coins the chosen wallet accepts. */
  offered: CurrencyId[];
  value: CurrencyId[];
  onChange: (coins: CurrencyId[]) => void;
  error?: string;
}

/** The coins the payer may pick among on the pay page. */
export function CoinCheckboxes({ label, offered, value, onChange, error }: CoinCheckboxesProps) {
  const errorId = useId();
  function handleToggle(coin: CurrencyId, checked: boolean) {
    onChange(
      checked
        ? offered.filter((id) => id === coin || value.includes(id))
        : value.filter((id) => id !== coin),
    );
  }
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</legend>
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
        <p id={errorId} className="text-xs font-medium text-rose-600 dark:text-rose-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
