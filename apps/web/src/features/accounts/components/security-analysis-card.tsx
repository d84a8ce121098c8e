import { useTranslation } from 'react-i18next';
import { SecurityAnalysisList } from '#components/security/security-analysis-list.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useSecurityAnalysis } from '../api/get-security-analysis';

/** The security page's analysis: the risk engine's reasons and the anomalies, in words. */
export function SecurityAnalysisCard() {
  const { t } = useTranslation();
  const analysis = useSecurityAnalysis();
  return (
    <SectionCard
      title={t('securityAnalysis.title')}
      description={
        analysis.data && t('securityAnalysis.description', { count: analysis.data.days })
      }
    >
      {analysis.data ? (
        <SecurityAnalysisList
          riskyLogins={analysis.data.riskyLogins}
          anomalies={analysis.data.anomalies}
          days={analysis.data.days}
          perspective="own"
          headingLevel={4}
        />
      ) : analysis.isError ? (
        <SectionLoadError onRetry={() => void analysis.refetch()} />
      ) : (
        <SectionLoader />
      )}
    </SectionCard>
  );
}
