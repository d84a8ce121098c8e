import { Check, Copy, Download, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';

const FILE_NAME = 'incasso-recovery-codes.txt';

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes, shown this once: the server keeps only their hashes. Closing needs
 * the user's word that they are saved.
 */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const confirmId = useId();
  const [isSaved, setIsSaved] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const text = codes.join('\n');

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch (error) {
      // Outside HTTPS some browsers refuse; the codes stay selectable and downloadable.
      console.warn('Clipboard write refused', error);
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>{t('settingsSecurity.recovery.warning')}</p>
      </div>
      <ol
        aria-label={t('settingsSecurity.recovery.listLabel')}
        className="grid grid-cols-1 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm sm:grid-cols-2 dark:bg-slate-800/60"
      >
        {codes.map((code) => (
          <li key={code} className="text-slate-900 select-all dark:text-slate-100">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
          {isCopied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {isCopied ? t('settingsSecurity.recovery.copied') : t('settingsSecurity.recovery.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => download(text)}>
          <Download aria-hidden className="size-4" />
          {t('settingsSecurity.recovery.download')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-4 dark:border-slate-800">
        <label
          htmlFor={confirmId}
          className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200"
        >
          <input
            id={confirmId}
            type="checkbox"
            checked={isSaved}
            onChange={(event) => setIsSaved(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-indigo-600"
          />
          {t('settingsSecurity.recovery.confirm')}
        </label>
        <Button onClick={onDone} disabled={!isSaved}>
          {t('settingsSecurity.recovery.done')}
        </Button>
      </div>
    </div>
  );
}
