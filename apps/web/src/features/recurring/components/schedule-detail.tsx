import { CHAINS } from '@incasso/shared/chains';
import { CURRENCIES } from '@incasso/shared/currencies';
import { formatFiat } from '@incasso/shared/money';
import type { ScheduleDetail as Detail } from '@incasso/shared/recurring';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import type { ScheduleAction } from '../api/change-schedule-status';
import { useSchedule } from '../api/get-schedule';
import { formatCalendarDay, formatDateTime } from '../format';
import { ScheduleActionDialog } from './schedule-action-dialog';
import { SchedulePeriods } from './schedule-periods';
import { ScheduleStatusBadge } from './schedule-status-badge';

interface ScheduleDetailProps {
  id: string;
  onEdit: () => void;
  onBack: () => void;
}

function endText(t: ReturnType<typeof useTranslation>['t'], schedule: Detail): string {
  const { end } = schedule;
  if (end.kind === 'afterPayments') return t('recurring.end.afterCount', { count: end.payments });
  if (end.kind === 'onDate')
    return t('recurring.end.onDay', { date: formatCalendarDay(end.date, currentLanguage()) });
  return t('recurring.end.never');
}

/** One schedule: its terms, totals and history, and what the merchant may do with it. */
export function ScheduleDetail({ id, onEdit, onBack }: ScheduleDetailProps) {
  const { t } = useTranslation();
  const query = useSchedule(id);
  const [action, setAction] = useState<ScheduleAction | null>(null);
  const language = currentLanguage();
  if (query.isPending) return <SectionLoader />;
  if (query.isError) return <SectionLoadError onRetry={() => void query.refetch()} />;
  const schedule = query.data;
  const isOpen = schedule.status === 'active' || schedule.status === 'paused';
  const facts: [string, string][] = [
    [
      t('recurring.detail.customer'),
      `${schedule.customerName} · ${schedule.customerEmail} · ${t(`recurring.locale.${schedule.customerLocale}`)}`,
    ],
    [
      t('recurring.list.amount'),
      t('recurring.list.amountEvery', {
        amount: formatFiat(schedule.amountCents, schedule.currency, language),
        interval: t(`recurring.interval.${schedule.interval}`),
      }),
    ],
    [
      t('recurring.detail.coins'),
      `${schedule.currencies.map((id) => CURRENCIES[id].symbol).join(', ')} · ${CHAINS[schedule.chain].name}`,
    ],
    [
      t('recurring.detail.start'),
      `${formatCalendarDay(schedule.startDate, language)} (${schedule.timeZone})`,
    ],
    [t('recurring.form.end'), endText(t, schedule)],
    [
      t('recurring.list.nextDue'),
      schedule.nextDueAt ? formatDateTime(schedule.nextDueAt, language) : '—',
    ],
    [
      t('recurring.detail.totals'),
      t('recurring.detail.totalsText', {
        paid: schedule.totals.paidCount,
        amount: formatFiat(schedule.totals.paidCents, schedule.currency, language),
        missed: schedule.totals.missedCount,
        open: schedule.totals.openCount,
      }),
    ],
  ];

  return (
    <div className="space-y-4">
      <Button variant="secondary" size="sm" onClick={onBack}>
        {t('recurring.detail.back')}
      </Button>
      <SectionCard
        title={schedule.description}
        headingLevel={2}
        aside={<ScheduleStatusBadge status={schedule.status} />}
      >
        <dl className="grid gap-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="text-sm text-slate-900 dark:text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
        {!schedule.walletId && (
          <p role="status" className="mt-3 text-sm text-amber-700 dark:text-amber-300">
            {t('recurring.detail.walletRemoved')}
          </p>
        )}
        {isOpen && (
          <div className="mt-5 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onEdit}>
              {t('recurring.detail.edit')}
            </Button>
            {schedule.status === 'active' ? (
              <Button variant="secondary" onClick={() => setAction('pause')}>
                {t('recurring.actions.pause')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setAction('resume')}>
                {t('recurring.actions.resume')}
              </Button>
            )}
            <Button variant="danger" onClick={() => setAction('cancel')}>
              {t('recurring.actions.cancel')}
            </Button>
          </div>
        )}
      </SectionCard>
      <SectionCard title={t('recurring.detail.history')} headingLevel={2}>
        <SchedulePeriods periods={schedule.periods} />
      </SectionCard>
      <ScheduleActionDialog
        scheduleId={schedule.id}
        customerName={schedule.customerName}
        action={action}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
