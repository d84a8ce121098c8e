import { formatFiat } from '@incasso/shared/money';
import type { Schedule } from '@incasso/shared/recurring';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { formatDateTime } from '../format';
import { ScheduleStatusBadge } from './schedule-status-badge';

interface ScheduleListProps {
  schedules: Schedule[];
  onOpen: (id: string) => void;
}

/** The merchant's schedules: who, how much, how often, when next, and how it is going. */
export function ScheduleList({ schedules, onOpen }: ScheduleListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('recurring.list.caption')}</caption>
        <thead className="border-b border-slate-100 text-xs text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('recurring.list.customer')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('recurring.list.amount')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('recurring.list.nextDue')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('recurring.list.paid')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('recurring.list.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {schedules.map((schedule) => (
            <tr key={schedule.id}>
              <td className="px-4 py-3">
                <button
                  type="button"
                  onClick={() => onOpen(schedule.id)}
                  className="text-left font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                >
                  {schedule.customerName}
                </button>
                <p className="text-xs text-slate-500 dark:text-slate-400">{schedule.description}</p>
              </td>
              <td className="px-4 py-3 tabular-nums">
                {t('recurring.list.amountEvery', {
                  amount: formatFiat(schedule.amountCents, schedule.currency, language),
                  interval: t(`recurring.interval.${schedule.interval}`),
                })}
              </td>
              <td className="px-4 py-3">
                {schedule.nextDueAt ? formatDateTime(schedule.nextDueAt, language) : '—'}
              </td>
              <td className="px-4 py-3 tabular-nums">
                {t('recurring.list.paidCount', {
                  paid: schedule.totals.paidCount,
                  missed: schedule.totals.missedCount,
                })}
              </td>
              <td className="px-4 py-3">
                <ScheduleStatusBadge status={schedule.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
