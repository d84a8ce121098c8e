import { CHAINS } from '@incasso/shared/chains';
import { formatFiat } from '@incasso/shared/money';
import type { PaymentFlags } from '@incasso/shared/payments';
import type { TransactionDetail } from '@incasso/shared/transactions';
import { ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '#components/ui/copy-button.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { RefundsSection } from './refunds-section';
import { SaleLines } from './sale-lines';
import { TransactionStatusBadge } from './transaction-status-badge';
import { crypto, dateTime } from '#lib/format.ts';

const FLAGS = [
  'paidLate',
  'paidPartial',
  'underpaid',
  'overpaid',
] as const satisfies readonly (keyof PaymentFlags)[];

const LINK =
  'inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline dark:text-indigo-300';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-2">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Copyable({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-start gap-1">
      <span className="font-mono text-xs break-all">{value}</span>
      <CopyButton
        value={value}
        label={label}
        copiedLabel={t('payments.copied')}
        className="-mt-1.5"
      />
    </span>
  );
}

/** The drawer's content: the transaction, its on-chain state and the request it paid. */
export function TransactionDetails({
  detail,
  mayRefund = false,
}: {
  detail: TransactionDetail;
  /** The member's role may refund: the refunds are listed for everyone who sees the payment. */
  mayRefund?: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { transaction: tx, request, explorerUrl } = detail;
  const money = (cents: number) => formatFiat(cents, tx.fiatCurrency, language);
  const when = (at: string) => dateTime(at, { seconds: true });
  const flags = FLAGS.filter((flag) => request.flags[flag]);
  const requestHeadingId = useId();

  return (
    <div className="space-y-4 text-sm">
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row label={t('transactions.statusLabel')}>
          <TransactionStatusBadge status={tx.status} />
        </Row>
        <Row label={t('transactions.date')}>
          <time dateTime={tx.date}>{when(tx.date)}</time>
        </Row>
        <Row label={t('transactions.details.received')}>
          <span className="font-mono">{crypto(tx.cryptoAmount, tx.symbol)}</span> ·{' '}
          {CHAINS[tx.chain].name}
        </Row>
        <Row label={t('transactions.amount')}>{money(tx.fiatCents)}</Row>
        <Row label={t('transactions.fee')}>{money(tx.feeCents)}</Row>
        <Row label={t('transactions.details.net')}>{money(tx.fiatCents - tx.feeCents)}</Row>
        {tx.refundedCents > 0 && (
          <Row label={t('refunds.refunded')}>
            {money(tx.refundedCents)} ·{' '}
            <span className="font-mono">{crypto(tx.refundedAmount, tx.symbol)}</span>
          </Row>
        )}
        <Row label={t('transactions.details.confirmations')}>
          {t('transactions.details.confirmationsOf', {
            done: request.confirmations,
            required: request.requiredConfirmations,
          })}
        </Row>
        <Row label={t('transactions.details.flags')}>
          {flags.length === 0
            ? t('transactions.details.noFlags')
            : flags.map((flag) => t(`transactions.details.flag.${flag}`)).join(', ')}
        </Row>
        {tx.txHash && (
          <Row label={t('transactions.id')}>
            <Copyable value={tx.txHash} label={t('transactions.details.copyHash')} />
            {explorerUrl && (
              <a href={explorerUrl} target="_blank" rel="noreferrer" className={LINK}>
                {t('transactions.details.explorer')}
                <ExternalLink aria-hidden className="size-3.5" />
              </a>
            )}
          </Row>
        )}
        {tx.createdBy && (
          <Row
            label={
              tx.source === 'pos'
                ? t('transactions.details.cashier')
                : t('transactions.details.madeBy')
            }
          >
            {tx.createdBy}
          </Row>
        )}
        {tx.payerAddress && (
          <Row label={t('transactions.details.payer')}>
            <Copyable value={tx.payerAddress} label={t('transactions.details.copyPayer')} />
          </Row>
        )}
      </dl>
      {detail.lineItems.length > 0 && (
        <SaleLines lines={detail.lineItems} currency={tx.fiatCurrency} />
      )}
      <RefundsSection transaction={tx} mayRefund={mayRefund} />
      <section aria-labelledby={requestHeadingId} className="space-y-1">
        <h3 id={requestHeadingId} className="font-semibold text-slate-900 dark:text-white">
          {t('transactions.details.request')}
        </h3>
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          <Row label={t('transactions.details.reference')}>
            {request.orderId ?? request.id.slice(0, 8)}
          </Row>
          <Row label={t('transactions.details.requested')}>
            {formatFiat(request.fiatCents, request.fiatCurrency, language)} ·{' '}
            <span className="font-mono">{crypto(request.amount, request.symbol)}</span>
          </Row>
          <Row label={t('transactions.statusLabel')}>{t(`payments.status.${request.status}`)}</Row>
          <Row label={t('transactions.details.created')}>
            <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
          </Row>
        </dl>
        <a href={request.payUrl} target="_blank" rel="noreferrer" className={LINK}>
          {t('transactions.details.payPage')}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      </section>
    </div>
  );
}
