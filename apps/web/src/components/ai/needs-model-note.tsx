import { useTranslation } from 'react-i18next';

/** Said wherever words need a model and none is configured: what is missing, and who adds it. */
export function NeedsModelNote({ feature }: { feature: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300"
    >
      {t('ai.needsModel', { feature })}
    </p>
  );
}
