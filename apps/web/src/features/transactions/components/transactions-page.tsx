import { Loader2, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { useTransactions } from '../api/get-transactions';
import { TransactionCards } from './transaction-cards';
import { TransactionsTable } from './transactions-table';

/** /dashboard/transactions for Plus and Premium: the history, page by page. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const query = useTransactions();
  const transactions = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {t('pages.transactions')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('transactions.intro')}</p>
      </header>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('transactions.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {t('transactions.loadFailed')}
        </p>
      ) : transactions.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <Receipt aria-hidden className="size-8 text-slate-400" />
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('transactions.empty')}</p>
        </div>
      ) : (
        <>
          <div className="hidden sm:block">
            <TransactionsTable transactions={transactions} />
          </div>
          <div className="sm:hidden">
            <TransactionCards transactions={transactions} />
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
    </section>
  );
}
