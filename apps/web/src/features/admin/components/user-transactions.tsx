import { TRANSACTION_STATUSES, type TransactionStatus } from '@incasso/shared/transactions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useAdminUserTransactions } from '../api/get-admin-user-transactions';
import { dateTime } from '#lib/format.ts';

const cell = 'px-3 py-2 text-left';

/** The User View's transactions: the account's whole ledger, a page at a time, by status. */
export function UserTransactions({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TransactionStatus | undefined>();
  // The cursors of the pages before this one: "Previous" goes back without the server's help.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = useAdminUserTransactions(userId, { status, cursor });
  const when = (iso: string) => dateTime(iso);

  return (
    <SectionCard title={t('admin.user.transactions')}>
      <label className="mb-3 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        {t('admin.usersPage.status')}
        <select
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as TransactionStatus | undefined);
            setCursors([]);
          }}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        >
          <option value="">{t('admin.usersPage.any')}</option>
          {TRANSACTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.user.txStatus.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {page.isPending ? (
        <SectionLoader />
      ) : page.isError ? (
        <SectionLoadError onRetry={() => void page.refetch()} />
      ) : page.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('admin.user.noTransactions')}
        </p>
      ) : (
        <table className="w-full text-sm" aria-label={t('admin.user.transactions')}>
          <thead className="text-slate-500 dark:text-slate-400">
            <tr>
              <th className={cell}>{t('admin.user.date')}</th>
              <th className={cell}>{t('admin.user.amount')}</th>
              <th className={cell}>{t('admin.user.fee')}</th>
              <th className={cell}>{t('admin.usersPage.status')}</th>
            </tr>
          </thead>
          <tbody className="text-slate-800 tabular-nums dark:text-slate-100">
            {page.data.items.map((tx) => (
              <tr key={tx.id} className="border-t border-slate-100 dark:border-slate-800">
                <td className={cell}>{when(tx.date)}</td>
                <td className={cell}>
                  {tx.fiatAmount} {tx.fiatCurrency}
                </td>
                <td className={cell}>
                  {tx.fee} {tx.fiatCurrency}
                </td>
                <td className={cell}>{t(`admin.user.txStatus.${tx.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.data && (cursors.length > 0 || page.data.nextCursor) && (
        <nav
          aria-label={t('admin.user.transactionPages')}
          className="mt-3 flex items-center justify-between gap-3 text-sm"
        >
          <span className="text-slate-600 dark:text-slate-300">
            {t('admin.user.page', { page: cursors.length + 1 })}
          </span>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={cursors.length === 0}
              onClick={() => setCursors((before) => before.slice(0, -1))}
            >
              {t('admin.usersPage.previous')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!page.data.nextCursor || page.isPlaceholderData}
              onClick={() => {
                const next = page.data.nextCursor;
                if (next) setCursors((before) => [...before, next]);
              }}
            >
              {t('admin.usersPage.next')}
            </Button>
          </div>
        </nav>
      )}
    </SectionCard>
  );
}
