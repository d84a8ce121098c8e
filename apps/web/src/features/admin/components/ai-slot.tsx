import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAdminAi } from '../api/get-admin-ai';

/**
 * Where the AI summary of a user or the anomaly analysis will appear. Until the server offers
 * it, the slot says so plainly: no invented summary, no sample data.
 */
export function AiSlot({ kind }: { kind: 'userSummary' | 'anomalyAnalysis' }) {
  const { t } = useTranslation();
  const { data } = useAdminAi();
  const available = data?.[kind] === true;
  return (
    <section
      aria-labelledby={`ai-${kind}`}
      className="rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-600"
    >
      <h2
        id={`ai-${kind}`}
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <Sparkles aria-hidden className="size-4 text-indigo-500" />
        {t(`admin.ai.${kind}`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {available ? t('admin.ai.available') : t('admin.ai.notAvailable')}
      </p>
    </section>
  );
}
