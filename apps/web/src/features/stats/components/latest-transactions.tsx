import type { Transaction } from '@incasso/shared/transactions';
import { Loader2, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLatestTransactions } from '../api/get-latest-transactions';

const LINK = 'text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300';
const NOTE =
  'rounded-2xl border border-slate-200 bg-white px-5 py-4 text-sm text-slate-600 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300';

interface LatestTransactionsProps {
  /** The transaction history is Plus and Premium (SPEC 6): the server refuses it below. */
  canSeeTransactions: boolean;
  /** Draws the list; the transactions feature owns how a transaction looks. */
  renderTransactions: (transactions: Transaction[], caption: string) => ReactNode;
}

/** SPEC section 2: the latest transactions (date, amount, fee, status, transaction ID). */
export function LatestTransactions({
  canSeeTransactions,
  renderTransactions,
}: LatestTransactionsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const latest = useLatestTransactions({ enabled: canSeeTransactions });

  function body() {
    if (!canSeeTransactions) {
      return (
        <div className={`${NOTE} flex flex-wrap items-center gap-3`}>
          <Sparkles aria-hidden className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
          <p className="min-w-0 flex-1">{t('stats.latest.upgrade')}</p>
          <Link to="/dashboard/settings" className={LINK}>
            {t('upgrade.cta')}
          </Link>
        </div>
      );
    }
    if (latest.isError) {
      return (
        <p role="alert" className={`${NOTE} text-rose-600 dark:text-rose-400`}>
          {t('stats.latest.loadFailed')}
        </p>
      );
    }
    if (!latest.data) {
      return (
        <p role="status" className={`${NOTE} flex items-center gap-2`}>
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('stats.latest.loading')}
        </p>
      );
    }
    if (latest.data.length === 0) return <p className={NOTE}>{t('stats.latest.empty')}</p>;
    return renderTransactions(latest.data, t('stats.latest.title'));
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('stats.latest.title')}
        </h2>
        {canSeeTransactions && (
          <Link to="/dashboard/transactions" className={LINK}>
            {t('stats.latest.viewAll')}
          </Link>
        )}
      </div>
      {body()}
    </section>
  );
}
