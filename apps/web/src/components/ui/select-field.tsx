import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import { FieldNotes } from './field-notes';
import { inputClasses } from './text-field';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  /** Drawn inside the control, left of the value (a chain's mark). */
  icon?: ReactNode;
  error?: string;
}

/** A labelled native <select>: the phone's own picker, keyboard and screen readers for free. */
export function SelectField({
  label,
  icon,
  error,
  className,
  children,
  ...props
}: SelectFieldProps) {
  const { id, errorId, describedBy } = useFieldIds(undefined, error);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        {icon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center">
            {icon}
          </span>
        )}
        <select
          id={id}
          className={clsx(
            inputClasses,
            'appearance-none pr-9 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-400',
            icon && 'pl-10',
          )}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
      <FieldNotes error={error} errorId={errorId} />
    </div>
  );
}
