import { REVENUE_PERIODS, type RevenuePeriod } from '@incasso/shared/stats';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

interface PeriodToggleProps {
  value: RevenuePeriod;
  onChange: (days: RevenuePeriod) => void;
}

/** SPEC section 9: the revenue trend covers 7 or 30 days. */
export function PeriodToggle({ value, onChange }: PeriodToggleProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('stats.periodLabel')} className="flex gap-1">
      {REVENUE_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={clsx(
            'rounded-full px-3 py-1 text-sm font-medium',
            value === days
              ? 'bg-indigo-600 text-white'
              : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          {t('stats.period', { days })}
        </button>
      ))}
    </div>
  );
}
