import { useTranslation } from 'react-i18next';
import { SecurityAnalysisList } from '#components/security/security-analysis-list.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { useAdminAiSummary, useWriteAdminAiSummary } from '../api/admin-ai-summary';
import { AiNarrative } from '#components/ai/ai-narrative.tsx';
import { UserSummaryFigures } from './user-summary-figures';

/**
 * The User View's AI summary (decision note 051): the computed figures beside the model's
 * words (on request), and the security analysis of the user's sign-ins and transactions.
 */
export function UserAiSummaryPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const summary = useAdminAiSummary(userId);
  const write = useWriteAdminAiSummary(userId);
  if (summary.isPending) return <SectionLoader />;
  if (summary.isError) return <SectionLoadError onRetry={() => void summary.refetch()} />;
  // A written answer carries fresher figures than the page's first read.
  const { figures, aiConfigured } = write.data ?? summary.data;
  const sub = 'text-sm font-semibold text-slate-900 dark:text-white';
  return (
    <SectionCard
      headingLevel={2}
      title={t('admin.ai.userSummary')}
      description={t('admin.ai.userSummaryDescription', { count: figures.days })}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="ai-summary-figures" className="space-y-3">
          <h3 id="ai-summary-figures" className={sub}>
            {t('admin.ai.figures')}
          </h3>
          <UserSummaryFigures figures={figures} />
        </section>
        <section aria-labelledby="ai-summary-text" className="space-y-3">
          <h3 id="ai-summary-text" className={sub}>
            {t('admin.ai.text')}
          </h3>
          <AiNarrative
            feature={t('admin.ai.text')}
            aiConfigured={aiConfigured}
            narrative={write.data?.narrative ?? null}
            isWriting={write.isPending}
            requestError={write.error}
            onWrite={() => write.mutate(currentLanguage())}
          />
        </section>
      </div>
      <section aria-labelledby="ai-summary-security" className="mt-6 space-y-3">
        <h3 id="ai-summary-security" className={sub}>
          {t('admin.ai.securityAnalysis')}
        </h3>
        <SecurityAnalysisList
          riskyLogins={figures.risk.riskyLogins}
          anomalies={figures.activity.anomalies}
          days={figures.days}
          perspective="merchant"
          headingLevel={4}
        />
      </section>
    </SectionCard>
  );
}
