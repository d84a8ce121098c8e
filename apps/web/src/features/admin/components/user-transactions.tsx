import {
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionStatus,
} from '@incasso/shared/transactions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { DataTable, type DataColumn } from '#components/ui/data-table.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useAdminUserTransactions } from '../api/get-admin-user-transactions';
import { dateTime } from '#lib/format.ts';

/** The User View's transactions: the account's whole ledger, a page at a time, by status. */
export function UserTransactions({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TransactionStatus | undefined>();
  // The cursors of the pages before this one: "Previous" goes back without the server's help.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = useAdminUserTransactions(userId, { status, cursor });
  const columns: DataColumn<Transaction>[] = [
    { key: 'date', header: t('admin.user.date'), cell: (tx) => dateTime(tx.date) },
    {
      key: 'amount',
      header: t('admin.user.amount'),
      cell: (tx) => `${tx.fiatAmount} ${tx.fiatCurrency}`,
      align: 'end',
      isPrimary: true,
    },
    {
      key: 'fee',
      header: t('admin.user.fee'),
      cell: (tx) => `${tx.fee} ${tx.fiatCurrency}`,
      align: 'end',
    },
    {
      key: 'status',
      header: t('admin.usersPage.status'),
      cell: (tx) => t(`admin.user.txStatus.${tx.status}`),
    },
  ];

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
        <DataTable
          label={t('admin.user.transactions')}
          columns={columns}
          rows={page.data.items}
          rowKey={(tx) => tx.id}
          isBare
        />
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
