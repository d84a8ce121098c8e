import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

interface PeriodToggleProps<P extends number> {
  /** The lengths offered, in days. */
  periods: readonly P[];
  value: P;
  onChange: (days: P) => void;
}

/** Buttons for the last N days a view covers (the home's revenue, the insights). */
export function PeriodToggle<P extends number>({ periods, value, onChange }: PeriodToggleProps<P>) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('stats.periodLabel')} className="flex gap-1">
      {periods.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={clsx(
            'min-h-9 rounded-full px-3 py-1 text-sm font-medium',
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
