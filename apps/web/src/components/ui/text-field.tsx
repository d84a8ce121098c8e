import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import { FieldNotes } from './field-notes';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Extra content on the label row, e.g. a "forgot password" link. */
  labelAside?: ReactNode;
  hint?: string;
  error?: string;
}

export const inputClasses =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-rose-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export function TextField({ label, labelAside, hint, error, className, ...props }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
