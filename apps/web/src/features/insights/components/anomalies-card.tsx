import type { Anomaly } from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { anomalySentence } from '#lib/security-sentences.ts';
import { dateTime } from '#lib/format.ts';

/** What stood out in the period, newest first; an all-clear when nothing did. */
export function AnomaliesCard({ anomalies }: { anomalies: Anomaly[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <SectionCard headingLevel={2} title={t('insights.anomalies')}>
      {anomalies.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('insights.noAnomalies')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {anomalies.map((anomaly) => (
            <li
              key={`${anomaly.kind}-${anomaly.at}-${anomaly.paymentId ?? anomaly.payerAddress ?? ''}`}
              className="py-3 text-sm first:pt-0 last:pb-0"
            >
              <p className="text-slate-900 dark:text-white">
                {anomalySentence(anomaly, t, language, 'own')}
              </p>
              <p className="mt-0.5 text-slate-600 dark:text-slate-400">
                <time dateTime={anomaly.at}>{dateTime(anomaly.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
