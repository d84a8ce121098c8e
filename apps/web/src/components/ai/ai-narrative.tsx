import type { AiNarrative as Narrative } from '@incasso/shared/ai';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { NeedsModelNote } from './needs-model-note.tsx';

interface AiNarrativeProps {
  /** What the words are, for the note shown without a model ("The summary in words"). */
  feature: string;
  aiConfigured: boolean;
  /** The last answer's words, or why there are none; null before the first request. */
  narrative: Narrative | null;
  isWriting: boolean;
  /** The request itself failed (network, server). */
  requestError: unknown;
  onWrite(): void;
}

/**
 * The model's words beside the figures: a button to ask for them, what it wrote, or why
 * nothing is shown (SPEC's message when the model fails), and a plain note without a model.
 */
export function AiNarrative({
  feature,
  aiConfigured,
  narrative,
  isWriting,
  requestError,
  onWrite,
}: AiNarrativeProps) {
  const { t } = useTranslation();
  if (!aiConfigured) return <NeedsModelNote feature={feature} />;
  const failure = requestError
    ? errorMessage(t, requestError, 'errors.aiUnavailable')
    : narrative?.error
      ? t(`errors.${narrative.error}`)
      : null;
  return (
    <div className="space-y-3">
      <div aria-live="polite" className="space-y-2 text-sm">
        {isWriting ? (
          <p className="text-slate-600 dark:text-slate-300">{t('ai.generating')}</p>
        ) : failure ? (
          <p role="alert" className="text-rose-700 dark:text-rose-300">
            {failure}
          </p>
        ) : narrative?.text ? (
          <p className="whitespace-pre-line text-slate-900 dark:text-slate-100">{narrative.text}</p>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">{t('ai.notAsked')}</p>
        )}
      </div>
      <Button variant="secondary" size="sm" isBusy={isWriting} onClick={onWrite}>
        <Sparkles aria-hidden className="size-4" />
        {narrative ? t('ai.regenerate') : t('ai.generate')}
      </Button>
    </div>
  );
}
