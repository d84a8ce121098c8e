import { CHAINS } from '@incasso/shared/chains';
import { CURRENCIES } from '@incasso/shared/currencies';
import {
  ADMIN_ANALYTICS_PERIODS,
  type AdminAnalytics,
  type AdminAnalyticsPeriod,
} from '@incasso/shared/admin';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '#components/ui/data-table.tsx';
import { PeriodToggle } from '#components/ui/period-toggle.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import { MoneyLines } from './money-lines';
import { StatCard } from './stat-card';

const DailyChart = lazy(() => import('./user-growth-chart'));

/** The Dashboard's platform activity (GET /api/admin/analytics) over a window the admin picks. */
export function PlatformActivityPanel() {
  const { t } = useTranslation();
  const [days, setDays] = useState<AdminAnalyticsPeriod>(30);
  const analytics = useAdminAnalytics(days);
  return (
    <SectionCard
      title={t('admin.analytics.title')}
      description={t('admin.analytics.description')}
      aside={<PeriodToggle periods={ADMIN_ANALYTICS_PERIODS} value={days} onChange={setDays} />}
    >
      {analytics.isPending ? (
        <SectionLoader />
      ) : analytics.isError ? (
        <SectionLoadError onRetry={() => void analytics.refetch()} />
      ) : (
        <ActivityView data={analytics.data} />
      )}
    </SectionCard>
  );
}

/** A line of the activity by chain or by coin. */
type SplitRow = Pick<AdminAnalytics['chains'][number], 'completed' | 'volume'> & { name: string };

function ActivityView({ data }: { data: AdminAnalytics }) {
  const { t } = useTranslation();
  const splits = [
    {
      label: t('admin.analytics.byChain'),
      rows: data.chains.map((row) => ({ ...row, name: CHAINS[row.chain].name })),
    },
    {
      label: t('admin.analytics.byCoin'),
      rows: data.coins.map((row) => ({ ...row, name: CURRENCIES[row.currency].symbol })),
    },
  ];
  const splitColumns = (label: string): DataColumn<SplitRow>[] => [
    { key: 'name', header: label, cell: (row) => row.name },
    {
      key: 'completed',
      header: t('admin.analytics.completed'),
      cell: (row) => row.completed,
      align: 'end',
    },
    {
      key: 'volume',
      header: t('admin.analytics.volume'),
      cell: (row) => <MoneyLines sums={row.volume} />,
      align: 'end',
    },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('admin.analytics.completed')}>{data.transactions.completed}</StatCard>
        <StatCard label={t('admin.analytics.paidMerchants')}>{data.paidMerchants}</StatCard>
        <StatCard label={t('admin.analytics.volume')}>
          <MoneyLines sums={data.volume} />
        </StatCard>
        <StatCard label={t('admin.analytics.fees')}>
          <MoneyLines sums={data.fees} />
        </StatCard>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('admin.analytics.otherStatuses', {
          pending: data.transactions.pending,
          failed: data.transactions.failed,
        })}
      </p>
      <Suspense fallback={<SectionLoader />}>
        <DailyChart days={data.daily.map((day) => ({ day: day.day, count: day.completed }))} />
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-2">
        {splits.map((split) => (
          <DataTable
            key={split.label}
            label={split.label}
            columns={splitColumns(split.label)}
            rows={split.rows}
            rowKey={(row) => row.name}
            isBare
          />
        ))}
      </div>
    </div>
  );
}
