import { formatFiat } from '@incasso/shared/money';
import type { SchedulePeriod } from '@incasso/shared/recurring';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { formatDateTime } from '../format';
import { ScheduleStatusBadge } from './schedule-status-badge';

/** A schedule's history: each period, its request on the pay page, paid or missed. */
export function SchedulePeriods({ periods }: { periods: SchedulePeriod[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (periods.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('recurring.detail.noPeriods')}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('recurring.detail.history')}</caption>
        <thead className="text-xs text-slate-500 uppercase dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {t('recurring.detail.number')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('recurring.detail.due')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('recurring.list.amount')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('recurring.list.status')}
            </th>
            <th scope="col" className="py-2">
              {t('recurring.detail.request')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {periods.map((period) => (
            <tr key={period.number}>
              <td className="py-2 pr-4 tabular-nums">{period.number}</td>
              <td className="py-2 pr-4">{formatDateTime(period.dueAt, language)}</td>
              <td className="py-2 pr-4 tabular-nums">
                {formatFiat(period.amountCents, period.currency, language)}
              </td>
              <td className="py-2 pr-4">
                <ScheduleStatusBadge status={period.status} />
                {period.paidAt && (
                  <span className="ml-2 text-xs text-slate-500">
                    {formatDateTime(period.paidAt, language)}
                  </span>
                )}
              </td>
              <td className="py-2">
                {period.payUrl ? (
                  <a
                    href={period.payUrl}
                    className="text-indigo-600 hover:underline dark:text-indigo-400"
                  >
                    {t('recurring.detail.openRequest', { number: period.number })}
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
