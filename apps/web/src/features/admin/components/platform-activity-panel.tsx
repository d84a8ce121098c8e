import { CHAINS } from '@incasso/shared/chains';
import { CURRENCIES } from '@incasso/shared/currencies';
import {
  ADMIN_ANALYTICS_PERIODS,
  type AdminAnalytics,
  type AdminAnalyticsPeriod,
} from '@incasso/shared/admin';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodToggle } from '#components/ui/period-toggle.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import { MoneyLines } from './money-lines';
import { StatCard } from './stat-card';

const DailyChart = lazy(() => import('./user-growth-chart'));

const cell = 'px-3 py-2 text-left';

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
          <table key={split.label} className="w-full text-sm" aria-label={split.label}>
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className={cell}>{split.label}</th>
                <th className={cell}>{t('admin.analytics.completed')}</th>
                <th className={cell}>{t('admin.analytics.volume')}</th>
              </tr>
            </thead>
            <tbody className="text-slate-800 tabular-nums dark:text-slate-100">
              {split.rows.map((row) => (
                <tr key={row.name} className="border-t border-slate-100 dark:border-slate-800">
                  <td className={cell}>{row.name}</td>
                  <td className={cell}>{row.completed}</td>
                  <td className={cell}>
                    <MoneyLines sums={row.volume} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}
