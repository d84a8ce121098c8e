import { Loader2, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useTransactions } from '../api/get-transactions';
import { hasNarrowingFilters } from '../filters';
import { useTransactionFilters } from '../hooks/use-transaction-filters';
import { ExportCsvButton } from './export-csv-button';
import { TransactionCards } from './transaction-cards';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { TransactionFiltersForm } from './transaction-filters-form';
import { TransactionsTable } from './transactions-table';

/**
 * /dashboard/transactions for Plus and Premium: the history filtered and sorted as the address
 * bar says, page by page, each transaction's details in a dialog, and the CSV for Premium.
 */
export function TransactionsPage({
  canExport,
  mayExport = true,
  mayRefund = true,
}: {
  /** The plan includes exports (else the button says which plan does). */
  canExport: boolean;
  /** The member's role may export: a developer sees no button rather than a refusal. */
  mayExport?: boolean;
  /** The member's role may refund (owner, manager). */
  mayRefund?: boolean;
}) {
  const { t } = useTranslation();
  const filters = useTransactionFilters();
  const query = useTransactions(filters.query);
  const [openId, setOpenId] = useState<string | null>(null);
  const transactions = query.data?.pages.flatMap((page) => page.items) ?? [];
  const caption = t(`transactions.caption.${filters.values.sort}`);

  return (
    <section className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
            {t('pages.transactions')}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('transactions.intro')}</p>
        </div>
        {mayExport && <ExportCsvButton filters={filters.query} canExport={canExport} />}
      </header>
      <TransactionFiltersForm
        key={filters.query}
        values={filters.values}
        onApply={filters.setValues}
      />
      {query.isPending ? (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('transactions.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(t, query.error, 'transactions.loadFailed')}
        </p>
      ) : transactions.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <Receipt aria-hidden className="size-8 text-slate-400" />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {hasNarrowingFilters(filters.values)
              ? t('transactions.noMatches')
              : t('transactions.empty')}
          </p>
        </div>
      ) : (
        <>
          <div className="hidden sm:block">
            <TransactionsTable transactions={transactions} caption={caption} onOpen={setOpenId} />
          </div>
          <div className="sm:hidden">
            <TransactionCards transactions={transactions} caption={caption} onOpen={setOpenId} />
          </div>
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                isBusy={query.isFetchingNextPage}
              >
                {t('transactions.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
      <TransactionDetailsDialog id={openId} onClose={() => setOpenId(null)} mayRefund={mayRefund} />
    </section>
  );
}
