import type { Schedule } from '@incasso/shared/recurring';
import { useTranslation } from 'react-i18next';
import { DataTable } from '#components/ui/data-table.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { fiat } from '#lib/format.ts';
import { formatDateTime } from '../format';
import { ScheduleStatusBadge } from './schedule-status-badge';

interface ScheduleListProps {
  schedules: Schedule[];
  onOpen: (id: string) => void;
}

/**
 * The merchant's schedules: who, how much, how often, when next, and how it is going. A table,
 * or cards on a phone.
 */
export function ScheduleList({ schedules, onOpen }: ScheduleListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <DataTable<Schedule>
      label={t('recurring.list.caption')}
      rows={schedules}
      rowKey={(schedule) => schedule.id}
      cardAside={(schedule) => <ScheduleStatusBadge status={schedule.status} />}
      columns={[
        {
          key: 'customer',
          header: t('recurring.list.customer'),
          isPrimary: true,
          cell: (schedule) => (
            <>
              <button
                type="button"
                onClick={() => onOpen(schedule.id)}
                className="text-left font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {schedule.customerName}
              </button>
              <p className="text-xs font-normal text-slate-500 dark:text-slate-400">
                {schedule.description}
              </p>
            </>
          ),
        },
        {
          key: 'amount',
          header: t('recurring.list.amount'),
          cell: (schedule) =>
            t('recurring.list.amountEvery', {
              amount: fiat(schedule.amountCents, schedule.currency),
              interval: t(`recurring.interval.${schedule.interval}`),
            }),
        },
        {
          key: 'nextDue',
          header: t('recurring.list.nextDue'),
          cell: (schedule) =>
            schedule.nextDueAt ? formatDateTime(schedule.nextDueAt, language) : '—',
        },
        {
          key: 'paid',
          header: t('recurring.list.paid'),
          cell: (schedule) =>
            t('recurring.list.paidCount', {
              paid: schedule.totals.paidCount,
              missed: schedule.totals.missedCount,
            }),
        },
        {
          key: 'status',
          header: t('recurring.list.status'),
          hideOnCard: true,
          cell: (schedule) => <ScheduleStatusBadge status={schedule.status} />,
        },
      ]}
    />
  );
}
