import type { InsightPeriod } from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { NeedsModelNote } from '#components/ai/needs-model-note.tsx';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useAiStatus } from '#lib/use-ai-status.ts';
import { useNarrateInsights } from '../api/narrate-insights';

/** The period's figures in a few sentences, written on request by the configured model. */
export function NarrativeCard({ days }: { days: InsightPeriod }) {
  const { t, i18n } = useTranslation();
  const status = useAiStatus();
  const narrate = useNarrateInsights();
  const locale = i18n.language.startsWith('en') ? 'en' : 'it';

  return (
    <SectionCard title={t('insights.narrative.title')}>
      {status.data && !status.data.configured ? (
        <NeedsModelNote feature={t('insights.narrative.feature')} />
      ) : (
        <div className="space-y-3">
          <div aria-live="polite" className="space-y-2">
            {narrate.data && (
              <>
                <p className="text-sm leading-6 text-slate-800 dark:text-slate-100">
                  {narrate.data.text}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {t('insights.narrative.checked')}
                </p>
              </>
            )}
            {narrate.isError && (
              <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
                {errorMessage(t, narrate.error, 'errors.aiUnavailable')}
              </p>
            )}
          </div>
          <Button
            variant="secondary"
            isBusy={narrate.isPending}
            onClick={() => narrate.mutate({ days, locale })}
          >
            {narrate.data ? t('insights.narrative.again') : t('insights.narrative.write')}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
