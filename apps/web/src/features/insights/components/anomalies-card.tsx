import { formatFiat } from '@incasso/shared/money';
import type { Anomaly } from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { formatShare } from '../insight-format';

const shortAddress = (address: string) => `${address.slice(0, 8)}…${address.slice(-6)}`;

/** One anomaly in words, every figure from the analytics core. */
function AnomalyText({ anomaly }: { anomaly: Anomaly }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { figures } = anomaly;
  const money = (cents: number | undefined) =>
    anomaly.fiatCurrency ? formatFiat(cents ?? 0, anomaly.fiatCurrency, language) : '';
  switch (anomaly.kind) {
    case 'unusualAmount':
      return t('insights.anomaly.unusualAmount', {
        amount: money(figures['amountCents']),
        median: money(figures['medianCents']),
      });
    case 'unusualPayer':
      return t('insights.anomaly.unusualPayer', {
        payer: shortAddress(anomaly.payerAddress ?? ''),
        count: figures['count'] ?? 0,
        minutes: figures['minutes'] ?? 0,
      });
    case 'timeoutBurst':
      return t('insights.anomaly.timeoutBurst', {
        count: figures['count'] ?? 0,
        usual: figures['usualCount'] ?? 0,
      });
    case 'conversionDrop':
      return t('insights.anomaly.conversionDrop', {
        recent: formatShare(figures['recentBps'] ?? 0, language),
        baseline: formatShare(figures['baselineBps'] ?? 0, language),
      });
  }
}

/** What stood out in the period, newest first; an all-clear when nothing did. */
export function AnomaliesCard({ anomalies }: { anomalies: Anomaly[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
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
                <AnomalyText anomaly={anomaly} />
              </p>
              <p className="mt-0.5 text-slate-600 dark:text-slate-400">
                <time dateTime={anomaly.at}>{when.format(new Date(anomaly.at))}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
