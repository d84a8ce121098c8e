import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Loading…" inside a card that already frames it. */
export function InlineLoader() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
      <Loader2 aria-hidden className="size-4 animate-spin" />
      {t('app.loading')}
    </p>
  );
}
