import type { ReactNode } from 'react';

export const adminCell = 'px-3 py-2 text-left';

/** A compact table of the admin dashboard: its label names it for assistive technology. */
export function AdminTable({
  label,
  headers,
  children,
  bodyClassName = '',
}: {
  label: string;
  headers: readonly string[];
  children: ReactNode;
  bodyClassName?: string;
}) {
  return (
    <table className="w-full text-sm" aria-label={label}>
      <thead className="text-slate-500 dark:text-slate-400">
        <tr>
          {headers.map((header) => (
            <th key={header} className={adminCell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={`text-slate-800 dark:text-slate-100 ${bodyClassName}`}>{children}</tbody>
    </table>
  );
}

/** A row of an AdminTable, ruled from the one above. */
export function AdminRow({ children }: { children: ReactNode }) {
  return <tr className="border-t border-slate-100 dark:border-slate-800">{children}</tr>;
}
