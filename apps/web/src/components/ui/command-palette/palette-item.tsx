import { clsx } from 'clsx';
import type { ActionImpl } from 'kbar';

/** One row of the palette: icon, name, optional subtitle and shortcut keys. */
export function PaletteItem({ action, active }: { action: ActionImpl; active: boolean }) {
  return (
    <div
      className={clsx(
        'mx-2 flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm',
        active
          ? 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/15 dark:text-white'
          : 'text-slate-700 dark:text-slate-200',
      )}
    >
      <span className="flex min-w-0 items-center gap-3">
        {action.icon && (
          <span aria-hidden className="text-slate-400">
            {action.icon}
          </span>
        )}
        <span className="min-w-0">
          <span className="block truncate">{action.name}</span>
          {action.subtitle && (
            <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
              {action.subtitle}
            </span>
          )}
        </span>
      </span>
      {action.shortcut?.length ? (
        <span className="flex gap-1">
          {action.shortcut.map((key) => (
            <kbd
              key={key}
              className="rounded border border-slate-300 px-1.5 font-mono text-xs text-slate-500 dark:border-slate-600 dark:text-slate-400"
            >
              {key}
            </kbd>
          ))}
        </span>
      ) : null}
    </div>
  );
}
