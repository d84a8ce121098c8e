import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';

/** A section that could not load, in SPEC's words for it ('Could not load users', …). */
export function AdminLoadError({
  messageKey,
  onRetry,
}: {
  messageKey: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-rose-200 bg-rose-50 px-6 py-10 text-center dark:border-rose-500/30 dark:bg-rose-500/10"
    >
      <AlertTriangle aria-hidden className="size-6 text-rose-600 dark:text-rose-400" />
      <p className="text-sm text-rose-800 dark:text-rose-200">{t(messageKey)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('loadState.retry')}
      </Button>
    </div>
  );
}
