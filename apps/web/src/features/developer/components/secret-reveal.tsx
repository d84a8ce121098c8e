import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { CopyButton } from '#components/ui/copy-button.tsx';

/** A secret shown once, with its copy button, until the merchant says it is saved. */
export function SecretReveal({
  label,
  value,
  onDone,
}: {
  label: string;
  value: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-500/10"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-amber-900 dark:text-amber-100">
        <KeyRound aria-hidden className="size-4" />
        {t('developer.secretOnce', { what: label })}
      </p>
      <div className="flex items-center gap-2">
        <code
          data-testid="revealed-secret"
          className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 dark:bg-slate-950 dark:text-slate-100"
        >
          {value}
        </code>
        <CopyButton
          value={value}
          label={t('developer.copy', { what: label })}
          copiedLabel={t('developer.copied')}
        />
      </div>
      <Button size="sm" variant="secondary" onClick={onDone}>
        {t('developer.secretSaved')}
      </Button>
    </div>
  );
}
