import type { LoginHistory } from '@incasso/shared/accounts/auth';
import type { Anomaly } from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { anomalySentence, loginRiskSentence, type Perspective } from '#lib/security-sentences.ts';
import { dateTime } from '#lib/format.ts';

interface SecurityAnalysisListProps {
  riskyLogins: LoginHistory;
  anomalies: Anomaly[];
  /** The days the anomalies cover, for the all-clear. */
  days: number;
  perspective: Perspective;
  /** The level of the two sub-headings, one below the card's. */
  headingLevel: 3 | 4;
}

/**
 * The security analysis in words: the risk engine's reasons for each scored sign-in and the
 * transaction anomalies, each with its time. Shared by the security page and the User View.
 */
export function SecurityAnalysisList({
  riskyLogins,
  anomalies,
  days,
  perspective,
  headingLevel,
}: SecurityAnalysisListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const heading = 'text-sm font-semibold text-slate-900 dark:text-white';
  const item = 'py-2 text-sm text-slate-800 first:pt-0 last:pb-0 dark:text-slate-100';
  const time = (at: string) => (
    <time dateTime={at} className="block text-xs text-slate-600 dark:text-slate-400">
      {dateTime(at)}
    </time>
  );
  return (
    <div className="space-y-5">
      <section className="space-y-2">
        <Heading className={heading}>{t('securityAnalysis.logins')}</Heading>
        {riskyLogins.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('securityAnalysis.noRiskyLogins')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {riskyLogins.map((entry) => (
              <li key={entry.id} className={item}>
                {loginRiskSentence(entry, t, language)}
                {time(entry.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-2">
        <Heading className={heading}>{t('securityAnalysis.transactions')}</Heading>
        {anomalies.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('securityAnalysis.noAnomalies', { count: days })}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {anomalies.map((anomaly) => (
              <li
                key={`${anomaly.kind}-${anomaly.at}-${anomaly.paymentId ?? anomaly.payerAddress ?? ''}`}
                className={item}
              >
                {anomalySentence(anomaly, t, language, perspective)}
                {time(anomaly.at)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
