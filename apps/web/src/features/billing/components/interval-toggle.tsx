import { BILLING_INTERVALS, type BillingInterval } from '@incasso/shared/plans';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

interface IntervalToggleProps {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}

/** Monthly or yearly prices, as a two-option radio group. */
export function IntervalToggle({ value, onChange }: IntervalToggleProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('billing.intervalLabel')}
      </legend>
      <div className="inline-flex h-10 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {BILLING_INTERVALS.map((interval) => (
          <label
            key={interval}
            className={clsx(
              'relative inline-flex cursor-pointer items-center rounded-md px-4 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
              value === interval
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            <input
              type="radio"
              name="billing-interval"
              value={interval}
              checked={value === interval}
              onChange={() => onChange(interval)}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {t(`billing.interval.${interval}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
