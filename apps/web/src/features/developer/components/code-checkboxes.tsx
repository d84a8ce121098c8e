import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

interface CodeCheckboxesProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Text after each option's code, if any. */
  describe?: (option: T) => ReactNode;
  className?: string;
  /** Why the choice was refused (none chosen), under the group. */
  error?: string;
}

/** A group of checkboxes named by machine values (scopes, event types), shown as code. */
export function CodeCheckboxes<T extends string>({
  legend,
  options,
  selected,
  onChange,
  describe,
  className,
  error,
}: CodeCheckboxesProps<T>) {
  const errorId = useId();
  return (
    <fieldset
      className={clsx('space-y-1', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        {legend}
      </legend>
      {options.map((option) => (
        <label
          key={option}
          className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300"
        >
          <input
            type="checkbox"
            className="mt-1 shrink-0"
            checked={selected.includes(option)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...selected, option]
                  : selected.filter((value) => value !== option),
              )
            }
          />
          {/* One run of text, so on a phone the description wraps under the code rather than
              standing beside it as a narrow column of its own. */}
          <span className="min-w-0 break-words">
            <code className="mr-1 font-mono text-xs">{option}</code>
            {describe && <> {describe(option)}</>}
          </span>
        </label>
      ))}
      {error && (
        <p
          id={errorId}
          className="text-xs font-medium text-rose-600 sm:col-span-2 dark:text-rose-400"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
