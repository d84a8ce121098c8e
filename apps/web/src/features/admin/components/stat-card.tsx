import type { ReactNode } from 'react';

/** One figure of the Dashboard: a label over its value (or values, one per currency). */
export function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 space-y-0.5 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
        {children}
      </dd>
    </div>
  );
}
