import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { buttonClasses } from '#components/ui/button-classes.ts';
import type { TransactionExportFormat } from '@incasso/shared/transactions';
import { transactionsExportUrl } from '../api/export-transactions';

const FORMATS = [
  { format: 'csv', label: 'transactions.export.csv' },
  { format: 'excel-it', label: 'transactions.export.excelIt' },
] as const satisfies readonly { format: TransactionExportFormat; label: string }[];

/**
 * The filtered transactions for Premium, as standard CSV or as Excel in Italian opens it (plain
 * download links, so the browser streams the file to disk); shown disabled with the reason to
 * Plus, as the server refuses them too.
 */
export function ExportCsvButton({ filters, canExport }: { filters: string; canExport: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  if (canExport) {
    return (
      <details className="relative">
        <summary className={buttonClasses('secondary', 'md', 'cursor-pointer list-none')}>
          <Download aria-hidden className="size-4" />
          {t('transactions.export.button')}
        </summary>
        <ul className="absolute right-0 z-10 mt-1 flex w-max max-w-[calc(100vw-2rem)] flex-col rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800">
          {FORMATS.map(({ format, label }) => (
            <li key={format}>
              <a
                href={transactionsExportUrl(filters, format)}
                download
                className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-100 dark:hover:bg-slate-700"
              >
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" disabled aria-describedby={hintId}>
        <Download aria-hidden className="size-4" />
        {t('transactions.export.button')}
      </Button>
      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        {t('transactions.export.premiumOnly')}
      </p>
    </div>
  );
}
