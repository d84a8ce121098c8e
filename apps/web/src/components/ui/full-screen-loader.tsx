import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown while the session loads (SPEC section 2) and while a lazy route arrives. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 p-6">
      <Loader2 aria-hidden className="size-6 animate-spin text-indigo-600 dark:text-indigo-400" />
      <span className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t('app.loading')}
      </span>
    </div>
  );
}
