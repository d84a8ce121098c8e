import { DEFAULT_REVENUE_PERIOD, REVENUE_PERIODS, type RevenuePeriod } from '@incasso/shared/stats';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useRevenue } from '../api/get-revenue';
import { earningSeries } from '../chart-rows';
import { PeriodToggle } from '#components/ui/period-toggle.tsx';
import { RevenueTable } from './revenue-table';
import { RevenueTotals } from './revenue-totals';

const RevenueChart = lazy(() => import('./revenue-chart'));

interface RevenueOverviewProps {
  /** The profile's zone; undefined while the profile loads (see useRevenue). */
  timeZone: string | null | undefined;
}

/** SPEC section 2: the revenue trend over 7 or 30 days, with the period's totals. */
export function RevenueOverview({ timeZone }: RevenueOverviewProps) {
  const { t } = useTranslation();
  const [days, setDays] = useState<RevenuePeriod>(DEFAULT_REVENUE_PERIOD);
  const revenue = useRevenue(days, timeZone);
  const series = revenue.data ? earningSeries(revenue.data.series) : [];

  return (
    <SectionCard
      title={t('stats.title')}
      headingLevel={2}
      aside={<PeriodToggle periods={REVENUE_PERIODS} value={days} onChange={setDays} />}
    >
      {revenue.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {t('stats.loadFailed')}
        </p>
      ) : !revenue.data ? (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('stats.loading')}
        </p>
      ) : series.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('stats.empty', { days })}</p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <RevenueTotals series={series} />
          <div className="min-w-0 lg:col-span-2">
            <Suspense fallback={<div className="h-60" />}>
              <RevenueChart series={series} />
            </Suspense>
            <RevenueTable series={series} caption={t('stats.tableCaption', { days })} />
          </div>
        </div>
      )}
      {revenue.data && (
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
          {t('stats.timeZoneNote', { zone: revenue.data.timeZone })}{' '}
          <Link
            to="/dashboard/settings/profile"
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t('stats.changeTimeZone')}
          </Link>
        </p>
      )}
    </SectionCard>
  );
}
