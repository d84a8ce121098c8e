import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right, in the table and in the card. */
  align?: 'start' | 'end';
  /** The card's title on a phone (one column, the first one by default). */
  isPrimary?: boolean;
  /** Left out of the phone's card (shown elsewhere in it, or not needed there). */
  hideOnCard?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in the top-right of each card on a phone, typically the status. */
  cardAside?: (row: Row) => ReactNode;
  /** Inside a card already: no frame of its own around the table. */
  isBare?: boolean;
}

/**
 * A list of records: a table from the md breakpoint up, a stack of cards below it, so a phone
 * never scrolls sideways nor runs columns together (issue 20, issue 19 §6). Each card keeps the
 * column headers as labels, so it reads as the row did.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, cardAside, isBare = false } = props;
  const primary = columns.find((column) => column.isPrimary) ?? columns[0];
  const rest = columns.filter((column) => column !== primary && !column.hideOnCard);
  return (
    <div>
      <div
        className={clsx(
          'hidden md:block',
          !isBare &&
            'overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        )}
      >
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={clsx('px-4 py-3', column.align === 'end' && 'text-right')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={clsx(
                      'px-4 py-3 text-slate-800 dark:text-slate-100',
                      column.align === 'end' && 'text-right whitespace-nowrap tabular-nums',
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={label} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 font-medium break-words text-slate-900 dark:text-white">
                {primary?.cell(row)}
              </div>
              {cardAside && <div className="shrink-0">{cardAside(row)}</div>}
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {rest.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-slate-500 dark:text-slate-400">{column.header}</dt>
                  <dd
                    className={clsx(
                      'min-w-0 break-words text-slate-800 dark:text-slate-100',
                      column.align === 'end' && 'text-right tabular-nums',
                    )}
                  >
                    {column.cell(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
