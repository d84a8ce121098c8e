import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface CodeCheckboxesProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Text after each option's code, if any. */
  describe?: (option: T) => ReactNode;
  className?: string;
}

/** A group of checkboxes named by machine values (scopes, event types), shown as code. */
export function CodeCheckboxes<T extends string>({
  legend,
  options,
  selected,
  onChange,
  describe,
  className,
}: CodeCheckboxesProps<T>) {
  return (
    <fieldset className={clsx('space-y-1', className)}>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        {legend}
      </legend>
      {options.map((option) => (
        <label
          key={option}
          className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
        >
          <input
            type="checkbox"
            checked={selected.includes(option)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...selected, option]
                  : selected.filter((value) => value !== option),
              )
            }
          />
          <code className="font-mono text-xs">{option}</code>
          {describe?.(option)}
        </label>
      ))}
    </fieldset>
  );
}
