import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { hourRange } from '../insight-format';

/**
 * Confirmed payments per hour of the merchant's day, as 24 bars; the busiest hour in words for
 * everyone, the bars' counts in their accessible names.
 */
export function BusiestHoursCard({ hours, timeZone }: { hours: number[]; timeZone: string }) {
  const { t } = useTranslation();
  const peak = Math.max(...hours);
  const busiest = hours.indexOf(peak);
  return (
    <SectionCard
      headingLevel={2}
      title={t('insights.busiestHours')}
      description={t('insights.hoursIn', { timeZone })}
    >
      {peak > 0 && (
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-200">
          {t('insights.busiest', { hours: hourRange(busiest), count: peak })}
        </p>
      )}
      <ol className="flex h-32 items-end gap-0.5" aria-label={t('insights.busiestHours')}>
        {hours.map((count, hour) => (
          <li
            key={hour}
            aria-label={t('insights.hourBar', { hours: hourRange(hour), count })}
            className="flex h-full flex-1 flex-col justify-end"
          >
            <div
              className="rounded-t bg-indigo-600 dark:bg-indigo-400"
              style={{
                height: peak > 0 ? `${(count * 100) / peak}%` : '0%',
                minHeight: count > 0 ? 2 : 0,
              }}
            />
          </li>
        ))}
      </ol>
      <div
        className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400"
        aria-hidden
      >
        <span>00</span>
        <span>06</span>
        <span>12</span>
        <span>18</span>
        <span>23</span>
      </div>
    </SectionCard>
  );
}
