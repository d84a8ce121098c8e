import type { TransactionStatus } from '@incasso/shared/transactions';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TransactionStatus, string> = {
  Completed:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30',
  Pending:
    'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/30',
  Failed:
    'bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-500/30',
};

/** Completed, Pending or Failed (SPEC section 3). */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        COLOURS[status],
      )}
    >
      {t(`transactions.status.${status}`)}
    </span>
  );
}
