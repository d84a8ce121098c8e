import type { UnmatchedTransfer } from '@incasso/shared/payments';
import { CHAINS } from '@incasso/shared/chains';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useUnmatchedTransfers } from '../api/get-unmatched-transfers';
import { AssignTransferDialog } from './assign-transfer-dialog';
import { crypto, dateTime } from '#lib/format.ts';

/** 0x1234…abcd: enough to tell hashes and addresses apart in a row. */
function shortHex(value: string): string {
  return value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;
}

function TransferRow({ transfer }: { transfer: UnmatchedTransfer }) {
  const { t } = useTranslation();
  const [assigning, setAssigning] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
      <time dateTime={transfer.receivedAt} className="text-slate-500 dark:text-slate-400">
        {dateTime(transfer.receivedAt)}
      </time>
      <span className="font-medium text-slate-900 tabular-nums dark:text-white">
        {crypto(transfer.amount, transfer.symbol)}
      </span>
      <span className="flex items-center gap-1.5 text-slate-600 dark:text-slate-300">
        <ChainIcon chain={transfer.chain} className="size-4" />
        {CHAINS[transfer.chain].name}
      </span>
      {transfer.explorerTxUrl ? (
        <a
          href={transfer.explorerTxUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={t('unmatched.viewTx', { hash: transfer.txHash })}
          className="flex items-center gap-1 font-mono text-indigo-600 hover:underline dark:text-indigo-400"
        >
          {shortHex(transfer.txHash)}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      ) : (
        <span className="font-mono text-slate-600 dark:text-slate-300" title={transfer.txHash}>
          {shortHex(transfer.txHash)}
        </span>
      )}
      {transfer.from && (
        <span className="font-mono text-slate-500 dark:text-slate-400" title={transfer.from}>
          {t('unmatched.from', { address: shortHex(transfer.from) })}
        </span>
      )}
      {transfer.cancelledPaymentId && (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/30">
          {t('unmatched.paidCancelled', { reference: transfer.cancelledPaymentId.slice(0, 8) })}
        </span>
      )}
      <Button size="sm" variant="secondary" className="ml-auto" onClick={() => setAssigning(true)}>
        {t('unmatched.assign')}
      </Button>
      <AssignTransferDialog transfer={transfer} open={assigning} onOpenChange={setAssigning} />
    </li>
  );
}

/**
 * DESIGN section 6: transfers that reached a watched address but matched no request are shown,
 * never dropped, so the merchant can credit them by hand. Nothing shows while there are none.
 */
export function UnmatchedTransfers() {
  const { t } = useTranslation();
  const transfers = useUnmatchedTransfers();
  if (!transfers.data || transfers.data.length === 0) return null;
  return (
    <SectionCard title={t('unmatched.title')} description={t('unmatched.description')}>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {transfers.data.map((transfer) => (
          <TransferRow key={transfer.id} transfer={transfer} />
        ))}
      </ul>
    </SectionCard>
  );
}
