import { clsx } from 'clsx';

/**
 * Two or more pressed-or-not buttons choosing one view (the QR's kind on the pay page and the
 * request views). Texts come from the caller: the pay page has its own i18n, not react-i18next.
 */
export function SegmentedToggle<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: Value; text: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={clsx(
        'grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium dark:bg-slate-800',
        className,
      )}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'rounded-md px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-indigo-500',
            value === option.value
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
          )}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
