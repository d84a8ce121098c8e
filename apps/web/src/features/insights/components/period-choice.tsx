import { INSIGHT_PERIODS, type InsightPeriod } from '@incasso/shared/insights';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** The period the insights cover: the last 7, 30 or 90 days. */
export function PeriodChoice({
  value,
  onChange,
}: {
  value: InsightPeriod;
  onChange: (days: InsightPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('stats.periodLabel')} className="flex gap-1">
      {INSIGHT_PERIODS.map((days) => (
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
