import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useFieldIds } from './field-ids';
import { FieldNotes } from './field-notes';
import { inputClasses } from './text-field';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input with its hint and error below it, as TextField is for one line. */
export function TextAreaField({ label, hint, error, className, ...props }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        className={clsx(inputClasses, 'py-2', className ?? 'h-24')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
