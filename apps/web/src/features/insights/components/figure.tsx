import type { ReactNode } from 'react';

/** One labelled figure of a card: the label small, the value large, a note under it. */
export function Figure({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
        {value}
      </dd>
      {note && <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{note}</dd>}
    </div>
  );
}
