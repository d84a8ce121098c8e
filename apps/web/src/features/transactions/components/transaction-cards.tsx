import { formatFiat } from '@incasso/shared/money';
import type { Transaction } from '@incasso/shared/transactions';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { shortHash } from '../short-hash';
import { SourceTag } from './source-tag';
import { TransactionStatusBadge } from './transaction-status-badge';
import { crypto, dateTime } from '#lib/format.ts';

/** The table's content as one card per transaction, for phones. */
export function TransactionCards({
  transactions,
  caption,
  onOpen,
}: {
  transactions: Transaction[];
  caption: string;
  onOpen?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <ul
      aria-label={caption}
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {transactions.map((tx) => (
        <li key={tx.id} className="space-y-1.5 p-4 text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="text-base font-semibold text-slate-900 tabular-nums dark:text-white">
              {formatFiat(tx.fiatCents, tx.fiatCurrency, language)}
            </span>
            <span className="flex items-center">
              <TransactionStatusBadge status={tx.status} />
              <SourceTag source={tx.source} />
            </span>
          </div>
          <p className="font-mono text-xs text-slate-500 dark:text-slate-400">
            {crypto(tx.cryptoAmount, tx.symbol)}
          </p>
          {tx.createdBy && (
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">
              {t(tx.source === 'pos' ? 'transactions.byCashier' : 'transactions.byMember', {
                email: tx.createdBy,
              })}
            </p>
          )}
          <p className="text-slate-600 dark:text-slate-300">
            <time dateTime={tx.date}>{dateTime(tx.date)}</time>
            {' · '}
            {t('transactions.feeOf', { fee: formatFiat(tx.feeCents, tx.fiatCurrency, language) })}
          </p>
          {tx.txHash && !tx.explorerUrl && (
            <p className="font-mono text-xs text-slate-500 dark:text-slate-400" title={tx.txHash}>
              {shortHash(tx.txHash)}
            </p>
          )}
          {tx.txHash && tx.explorerUrl && (
            <a
              href={tx.explorerUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-mono text-xs text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {shortHash(tx.txHash)}
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">{t('transactions.openExplorer')}</span>
            </a>
          )}
          {onOpen && (
            <div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onOpen(tx.id)}
                aria-label={t('transactions.details.openFor', {
                  amount: formatFiat(tx.fiatCents, tx.fiatCurrency, language),
                  date: dateTime(tx.date),
                })}
              >
                {t('transactions.details.open')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
