import type { PlatformAnomalyFigures } from '@incasso/shared/admin';
import { formatFiat } from '@incasso/shared/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { formatShare } from '#lib/format-share.ts';
import { anomalySentence } from '#lib/security-sentences.ts';
import { usePlatformAnomalies, useWritePlatformAnomalies } from '../api/platform-anomalies';
import { AiNarrative } from '#components/ai/ai-narrative.tsx';
import { StatCard } from './stat-card';
import { dateTime } from '#lib/format.ts';

/** A figure that is not there yet reads as a note, not as a big number. */
const EMPTY = 'block text-base font-normal text-slate-600 dark:text-slate-400';

function AnomalyList({ figures }: { figures: PlatformAnomalyFigures }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (figures.anomalies.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('admin.ai.noPlatformAnomalies', { count: figures.days })}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {figures.anomalies.map((anomaly) => (
        <li
          key={`${anomaly.merchant.id}-${anomaly.kind}-${anomaly.at}-${anomaly.paymentId ?? anomaly.payerAddress ?? ''}`}
          className="py-2 first:pt-0 last:pb-0"
        >
          <Link
            to={`/admin/users/${anomaly.merchant.id}`}
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {anomaly.merchant.email}
          </Link>
          <p className="text-slate-800 dark:text-slate-100">
            {anomalySentence(anomaly, t, language, 'merchant')}
          </p>
          <time dateTime={anomaly.at} className="text-xs text-slate-600 dark:text-slate-400">
            {dateTime(anomaly.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** The Dashboard's anomaly analysis of recent platform transactions (decision note 051). */
export function PlatformAnomaliesPanel() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const analysis = usePlatformAnomalies();
  const write = useWritePlatformAnomalies();
  if (analysis.isPending) return <SectionLoader />;
  if (analysis.isError) return <SectionLoadError onRetry={() => void analysis.refetch()} />;
  const { figures, aiConfigured } = write.data ?? analysis.data;
  return (
    <SectionCard
      headingLevel={2}
      title={t('admin.ai.anomalyAnalysis')}
      description={t('admin.ai.anomalyDescription', { count: figures.days })}
    >
      <div className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatCard label={t('admin.ai.activeMerchants')}>
            {figures.activeMerchants}
            <p className="text-sm font-normal text-slate-600 dark:text-slate-400">
              {t('admin.ai.analysedMerchants', { count: figures.analysedMerchants })}
            </p>
          </StatCard>
          <StatCard label={t('admin.ai.revenue')}>
            {figures.revenue.length === 0 ? (
              <span className={EMPTY}>{t('admin.ai.noRevenue')}</span>
            ) : (
              figures.revenue.map((row) => (
                <p key={row.fiatCurrency}>
                  {formatFiat(row.revenueCents, row.fiatCurrency, language)}
                </p>
              ))
            )}
          </StatCard>
          <StatCard label={t('admin.ai.conversion')}>
            {figures.conversion.conversionBps === null ? (
              <span className={EMPTY}>{t('admin.ai.noConversion')}</span>
            ) : (
              formatShare(figures.conversion.conversionBps, language)
            )}
          </StatCard>
        </dl>
        <AnomalyList figures={figures} />
        <AiNarrative
          feature={t('admin.ai.text')}
          aiConfigured={aiConfigured}
          narrative={write.data?.narrative ?? null}
          isWriting={write.isPending}
          requestError={write.error}
          onWrite={() => write.mutate(language)}
        />
      </div>
    </SectionCard>
  );
}
