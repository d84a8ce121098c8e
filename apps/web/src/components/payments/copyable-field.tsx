import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CopyButton } from '../ui/copy-button';

export interface CopyableFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** Announced once the value is on the clipboard. */
  copiedLabel: string;
  /** Shown after the value, not copied (the symbol after an amount). */
  suffix?: string;
  hint?: ReactNode;
  /** Makes the value a link that opens in a new tab. */
  href?: string;
  isMono?: boolean;
}

/**
 * A labelled value shown in full, with a copy button. Renders a <div> of a <dl>. Its texts come
 * from the caller (the pay page has no i18next, decision note 038).
 */
export function CopyableField(props: CopyableFieldProps) {
  const { label, value, copyLabel, copiedLabel, suffix, hint, href, isMono } = props;
  const valueClass = clsx(
    'min-w-0 flex-1 text-sm break-all text-slate-900 dark:text-white',
    (isMono || suffix) && 'font-mono',
    suffix && 'text-base font-semibold tabular-nums',
  );
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-3.5 py-2.5 dark:border-slate-700 dark:bg-slate-800/50">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-0.5 flex items-center gap-2">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            className={clsx(valueClass, 'text-indigo-700 hover:underline dark:text-indigo-300')}
          >
            {value}
          </a>
        ) : (
          <span className={valueClass}>
            {value}
            {suffix && (
              <span className="ml-1.5 font-sans text-slate-600 dark:text-slate-300">{suffix}</span>
            )}
          </span>
        )}
        <CopyButton value={value} label={copyLabel} copiedLabel={copiedLabel} />
      </dd>
      {hint && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-300">{hint}</dd>}
    </div>
  );
}
