import { formatFiat } from '@incasso/shared/money';
import type { Transaction } from '@incasso/shared/transactions';
import { ChevronRight, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { shortHash } from '../short-hash';
import { SourceTag } from './source-tag';
import { TransactionStatusBadge } from './transaction-status-badge';
import { crypto, dateTime } from '#lib/format.ts';

const HEAD =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const CELL = 'px-4 py-3 align-top whitespace-nowrap';

interface TransactionsTableProps {
  transactions: Transaction[];
  /** Names the table and its order for screen readers. */
  caption: string;
  /** Adds a last column whose button opens a transaction's details. */
  onOpen?: (id: string) => void;
}

/** Date, amount, fee, status and transaction id (SPEC section 3). */
export function TransactionsTable({ transactions, caption, onOpen }: TransactionsTableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();

  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            <th scope="col" className={HEAD}>
              {t('transactions.date')}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t('transactions.amount')}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t('transactions.fee')}
            </th>
            <th scope="col" className={HEAD}>
              {t('transactions.statusLabel')}
            </th>
            <th scope="col" className={HEAD}>
              {t('transactions.id')}
            </th>
            {onOpen && (
              <th scope="col" className={HEAD}>
                <span className="sr-only">{t('transactions.details.title')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {transactions.map((tx) => (
            <tr key={tx.id}>
              <td className={`${CELL} text-slate-600 dark:text-slate-300`}>
                <time dateTime={tx.date}>{dateTime(tx.date)}</time>
              </td>
              <td className={`${CELL} text-right`}>
                <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
                  {formatFiat(tx.fiatCents, tx.fiatCurrency, language)}
                </span>
                <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">
                  {crypto(tx.cryptoAmount, tx.symbol)}
                </span>
              </td>
              <td className={`${CELL} text-right text-slate-700 tabular-nums dark:text-slate-200`}>
                {formatFiat(tx.feeCents, tx.fiatCurrency, language)}
              </td>
              <td className={CELL}>
                <TransactionStatusBadge status={tx.status} />
                <SourceTag source={tx.source} />
                {tx.createdBy && (
                  <span className="mt-1 block max-w-40 truncate text-xs text-slate-500 dark:text-slate-400">
                    {t(tx.source === 'pos' ? 'transactions.byCashier' : 'transactions.byMember', {
                      email: tx.createdBy,
                    })}
                  </span>
                )}
              </td>
              <td className={CELL}>
                {tx.txHash && !tx.explorerUrl && (
                  <span className="font-mono text-slate-600 dark:text-slate-300" title={tx.txHash}>
                    {shortHash(tx.txHash)}
                  </span>
                )}
                {!tx.txHash && <span className="text-slate-400">—</span>}
                {tx.txHash && tx.explorerUrl && (
                  <a
                    href={tx.explorerUrl}
                    target="_blank"
                    rel="noreferrer"
                    title={tx.txHash}
                    className="inline-flex items-center gap-1 font-mono text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {shortHash(tx.txHash)}
                    <ExternalLink aria-hidden className="size-3.5" />
                    <span className="sr-only">{t('transactions.openExplorer')}</span>
                  </a>
                )}
              </td>
              {onOpen && (
                <td className={`${CELL} text-right`}>
                  <button
                    type="button"
                    onClick={() => onOpen(tx.id)}
                    aria-label={t('transactions.details.openFor', {
                      amount: formatFiat(tx.fiatCents, tx.fiatCurrency, language),
                      date: dateTime(tx.date),
                    })}
                    className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                  >
                    <ChevronRight aria-hidden className="size-4" />
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
