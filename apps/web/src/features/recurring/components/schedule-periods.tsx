import { formatFiat } from '@incasso/shared/money';
import type { SchedulePeriod } from '@incasso/shared/recurring';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '#components/ui/data-table.tsx';
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
  const columns: DataColumn<SchedulePeriod>[] = [
    {
      key: 'number',
      header: t('recurring.detail.number'),
      cell: (period) => <span className="tabular-nums">{period.number}</span>,
    },
    {
      key: 'due',
      header: t('recurring.detail.due'),
      cell: (period) => formatDateTime(period.dueAt, language),
      isPrimary: true,
    },
    {
      key: 'amount',
      header: t('recurring.list.amount'),
      cell: (period) => formatFiat(period.amountCents, period.currency, language),
      align: 'end',
    },
    {
      key: 'status',
      header: t('recurring.list.status'),
      cell: (period) => (
        <>
          <ScheduleStatusBadge status={period.status} />
          {period.paidAt && (
            <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
              {formatDateTime(period.paidAt, language)}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'request',
      header: t('recurring.detail.request'),
      cell: (period) =>
        period.payUrl ? (
          <a href={period.payUrl} className="text-indigo-600 hover:underline dark:text-indigo-400">
            {t('recurring.detail.openRequest', { number: period.number })}
          </a>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <DataTable
      label={t('recurring.detail.history')}
      columns={columns}
      rows={periods}
      rowKey={(period) => String(period.number)}
      isBare
    />
  );
}
