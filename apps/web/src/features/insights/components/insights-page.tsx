import { useState } from 'react';
import {
  DEFAULT_INSIGHT_PERIOD,
  INSIGHT_PERIODS,
  type InsightPeriod,
} from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { PeriodToggle } from '#components/ui/period-toggle.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { useInsights } from '../api/get-insights';
import { AnomaliesCard } from './anomalies-card';
import { BusiestHoursCard } from './busiest-hours-card';
import { ForecastCard } from './forecast-card';
import { NarrativeCard } from './narrative-card';
import { PaymentHealthCard } from './payment-health-card';
import { PaymentMixCard } from './payment-mix-card';
import { RevenueTrendCards } from './revenue-trend-cards';

/** /dashboard/insights: the analytics core's figures over the merchant's own payments. */
export function InsightsPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<InsightPeriod>(DEFAULT_INSIGHT_PERIOD);
  const insights = useInsights(days);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
            {t('pages.insights')}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('insights.intro')}</p>
        </div>
        <PeriodToggle periods={INSIGHT_PERIODS} value={days} onChange={setDays} />
      </div>
      {insights.isPending ? (
        <SectionLoader />
      ) : insights.isError ? (
        <SectionLoadError onRetry={() => void insights.refetch()} />
      ) : insights.data.conversion.created === 0 && insights.data.revenue.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t('insights.empty', { days })}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <NarrativeCard key={days} days={days} />
          </div>
          <RevenueTrendCards revenue={insights.data.revenue} />
          <PaymentHealthCard
            conversion={insights.data.conversion}
            quality={insights.data.quality}
          />
          <ForecastCard forecast={insights.data.forecast} />
          <PaymentMixCard coins={insights.data.coins} chains={insights.data.chains} />
          <BusiestHoursCard hours={insights.data.busiestHours} timeZone={insights.data.timeZone} />
          <div className="lg:col-span-2">
            <AnomaliesCard anomalies={insights.data.anomalies} />
          </div>
        </div>
      )}
    </div>
  );
}
