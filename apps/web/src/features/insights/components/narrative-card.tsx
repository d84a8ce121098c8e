import type { InsightPeriod } from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { AiNarrative } from '#components/ai/ai-narrative.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { useAiStatus } from '#lib/use-ai-status.ts';
import { useNarrateInsights } from '../api/narrate-insights';

/** The period's figures in a few sentences, written on request by the configured model. */
export function NarrativeCard({ days }: { days: InsightPeriod }) {
  const { t } = useTranslation();
  const status = useAiStatus();
  const narrate = useNarrateInsights();
  return (
    <SectionCard
      title={t('insights.narrative.title')}
      description={t('insights.narrative.checked')}
    >
      <AiNarrative
        feature={t('insights.narrative.feature')}
        aiConfigured={status.data?.configured ?? true}
        narrative={narrate.data ?? null}
        isWriting={narrate.isPending}
        requestError={narrate.error}
        onWrite={() => narrate.mutate({ days, language: currentLanguage() })}
      />
    </SectionCard>
  );
}
