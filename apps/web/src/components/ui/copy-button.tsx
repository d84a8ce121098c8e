import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

interface CopyButtonProps {
  value: string;
  /** What is copied, for screen readers: "Copy address". */
  label: string;
  /** Announced once the value is on the clipboard: "Copied". */
  copiedLabel: string;
  className?: string;
}

const COPIED_FOR_MS = 2_000;

/** Copies `value` to the clipboard and says so for two seconds. */
export function CopyButton({ value, label, copiedLabel, className }: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch (error) {
      // Some browsers refuse clipboard access outside HTTPS; the value stays selectable.
      console.warn('Clipboard write refused', error);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void handleCopy()}
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
        className,
      )}
    >
      {isCopied ? (
        <Check aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
      <span role="status" className="sr-only">
        {isCopied ? copiedLabel : ''}
      </span>
    </button>
  );
}
