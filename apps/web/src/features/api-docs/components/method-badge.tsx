import { clsx } from 'clsx';

const COLOURS: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  POST: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  PUT: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  PATCH: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  DELETE: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
};

/** The HTTP method in the colour readers of API docs expect for it. */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={clsx(
        'rounded-md px-2 py-0.5 font-mono text-xs font-bold',
        COLOURS[method] ?? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
      )}
    >
      {method}
    </span>
  );
}
