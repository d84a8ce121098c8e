import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Inline "Loading..." for a section whose data is on its way. */
export function SectionLoader() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 dark:border-slate-800 dark:bg-slate-900"
    >
      <Loader2 aria-hidden className="size-5 animate-spin text-indigo-600 dark:text-indigo-400" />
      <span className="text-sm text-slate-600 dark:text-slate-300">{t('app.loading')}</span>
    </div>
  );
}

/** A section whose data could not be loaded, with a retry; `message` names what failed. */
export function SectionLoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-rose-200 bg-rose-50 px-6 py-10 text-center dark:border-rose-500/30 dark:bg-rose-500/10"
    >
      <AlertTriangle aria-hidden className="size-6 text-rose-600 dark:text-rose-400" />
      <p className="text-sm text-rose-800 dark:text-rose-200">{message ?? t('loadState.error')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('loadState.retry')}
      </Button>
    </div>
  );
}
