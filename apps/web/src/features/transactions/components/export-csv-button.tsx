import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { transactionsExportUrl } from '../api/export-transactions';

/**
 * The CSV of the filtered transactions for Premium (a plain download link, so the browser
 * streams it to disk); shown disabled with the reason to Plus, as the server refuses them too.
 */
export function ExportCsvButton({ filters, canExport }: { filters: string; canExport: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  if (canExport) {
    return (
      <a href={transactionsExportUrl(filters)} download className={buttonClasses('secondary')}>
        <Download aria-hidden className="size-4" />
        {t('transactions.export.button')}
      </a>
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
