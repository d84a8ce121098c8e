import { useTranslation } from 'react-i18next';
import { CopyButton } from '#components/ui/copy-button.tsx';

/** A labelled, scrollable block of code with a copy button. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const { t } = useTranslation();
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-800 bg-slate-950">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-800 py-1 pr-1 pl-4 text-xs font-medium text-slate-400">
        {label}
        <CopyButton
          value={code}
          label={t('apiDocs.samples.copy')}
          copiedLabel={t('apiDocs.samples.copied')}
          className="text-slate-400 hover:bg-slate-800 hover:text-white dark:hover:bg-slate-800"
        />
      </figcaption>
      <pre className="overflow-x-auto p-4 text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
