import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@incasso/shared/admin';
import { SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminLoadError } from './admin-load-error';
import { ChainTrust } from './chain-trust';
import { MoneyLines } from './money-lines';
import { PlatformActivityPanel } from './platform-activity-panel';
import { PlatformAnomaliesPanel } from './platform-anomalies-panel';
import { StatCard } from './stat-card';
import { SystemHealth } from './system-health';

const UserGrowthChart = lazy(() => import('./user-growth-chart'));
const PlanDistributionChart = lazy(() => import('./plan-distribution-chart'));

/**
 * /admin: SPEC's statistics from real data, the health of the watchers and queues, the
 * platform's activity over a window, and the anomaly analysis of recent platform transactions.
 */
export function AdminDashboard() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
        {t('pages.adminDashboard')}
      </h1>
      {stats.isPending ? (
        <SectionLoader />
      ) : stats.isError ? (
        <AdminLoadError messageKey="admin.stats.loadError" onRetry={() => void stats.refetch()} />
      ) : (
        <StatsView data={stats.data} />
      )}
      <PlatformActivityPanel />
      <PlatformAnomaliesPanel />
    </div>
  );
}

function StatsView({ data }: { data: AdminStats }) {
  const { t } = useTranslation();
  const newUsers = data.userGrowth.reduce((sum, day) => sum + day.count, 0);
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label={t('admin.stats.totalUsers')}>{data.totalUsers}</StatCard>
        <StatCard label={t('admin.stats.premiumUsers')}>{data.premiumUsers}</StatCard>
        <StatCard label={t('admin.stats.openRequests')}>{data.openRequests}</StatCard>
        <StatCard label={t('admin.stats.transactionVolume')}>
          <MoneyLines sums={data.transactionVolume} />
        </StatCard>
        <StatCard label={t('admin.stats.subscriptionRevenue')}>
          <MoneyLines sums={data.subscriptionRevenue} />
        </StatCard>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          title={t('admin.stats.userGrowth')}
          description={t('admin.stats.userGrowthTotal', { count: newUsers })}
        >
          <Suspense fallback={<SectionLoader />}>
            <UserGrowthChart days={data.userGrowth} />
          </Suspense>
        </SectionCard>
        <SectionCard title={t('admin.stats.planDistribution')}>
          <Suspense fallback={<SectionLoader />}>
            <PlanDistributionChart plans={data.planDistribution} />
          </Suspense>
          <ul className="mt-2 flex flex-wrap justify-center gap-4 text-sm text-slate-700 dark:text-slate-200">
            {data.planDistribution.map((entry) => (
              <li key={entry.plan}>
                {t(`admin.plan.${entry.plan}`)}: <strong>{entry.count}</strong>
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
      <SystemHealth chains={data.chains} queues={data.queues} />
      <ChainTrust chains={data.chains} />
    </>
  );
}
