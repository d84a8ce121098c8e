import { CHAINS } from '@incasso/shared/chains';
import { readTypedDecimal } from '@incasso/shared/format';
import type { Refund } from '@incasso/shared/refunds';
import type { Transaction } from '@incasso/shared/transactions';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { BrowserWalletSend } from '#components/payments/browser-wallet-send.tsx';
import { PaymentQr } from '#components/payments/payment-qr.tsx';
import { CopyButton } from '#components/ui/copy-button.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { currentLanguage } from '#i18n/index.ts';
import { crypto, dateTime, decimal } from '#lib/format.ts';
import { useCancelRefund, useCreateRefund, useRefunds } from '../api/refunds';

const TONE: Record<Refund['status'], string> = {
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-200',
  SENT: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-500/10 dark:text-sky-200',
  CONFIRMED:
    'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-200',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300',
};

/**
 * A pending refund: the transfer to send from the merchant's wallet, as a link, a QR and, where
 * the browser has a wallet, a button that sends it from there.
 */
function RefundTransfer({
  refund,
  paymentId,
  chainName,
}: {
  refund: Refund;
  paymentId: string;
  chainName: string;
}) {
  const { t } = useTranslation();
  const cancel = useCancelRefund(paymentId);
  const amount = crypto(refund.amount, refund.symbol);
  return (
    <div className="space-y-2">
      <p className="text-slate-700 [overflow-wrap:anywhere] dark:text-slate-200">
        {t('refunds.sendFrom', { from: refund.fromAddress })}
      </p>
      {refund.eip681 && (
        <>
          <BrowserWalletSend
            eip681={refund.eip681}
            from={refund.fromAddress}
            texts={{
              sendWith: (wallet) =>
                wallet
                  ? t('refunds.browserWallet.sendWithNamed', { wallet })
                  : t('refunds.browserWallet.sendWith'),
              step: (step) => t(`refunds.browserWallet.step.${step}`, { amount, chain: chainName }),
              sent: t('refunds.browserWallet.sent'),
              error: (key, reason) =>
                t(`refunds.browserWallet.error.${key}`, {
                  chain: chainName,
                  from: refund.fromAddress,
                  reason,
                }),
            }}
          />
          <PaymentQr
            content={refund.eip681}
            label={t('refunds.qrLabel', { amount })}
            className="max-w-48"
          />
          <div className="flex flex-wrap gap-2">
            <a
              href={refund.eip681}
              className="inline-flex h-9 items-center rounded-lg bg-indigo-600 px-3 font-medium text-white hover:bg-indigo-500"
            >
              {t('refunds.openWallet')}
            </a>
            <CopyButton
              value={refund.eip681}
              label={t('refunds.copyLink')}
              copiedLabel={t('payments.copied')}
            />
          </div>
        </>
      )}
      <Button
        variant="ghost"
        size="sm"
        isBusy={cancel.isPending}
        onClick={() => cancel.mutate(refund.id)}
      >
        {t('refunds.cancel')}
      </Button>
      {cancel.isError && (
        <p role="alert" className="text-rose-700 dark:text-rose-300">
          {errorMessage(t, cancel.error, 'refunds.failed')}
        </p>
      )}
    </div>
  );
}

function RefundForm({
  paymentId,
  refundable,
  payer,
  symbol,
  onDone,
}: {
  paymentId: string;
  refundable: string;
  payer: string | null;
  symbol: string;
  /** The refund is prepared: its transfer shows below, the form's figures are spent. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateRefund(paymentId);
  // Written and read the language's way ('14,534884' in Italian), sent as a plain decimal.
  const [amount, setAmount] = useState(() => decimal(refundable));
  const [address, setAddress] = useState(payer ?? '');
  const [unreadable, setUnreadable] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = readTypedDecimal(amount, currentLanguage());
    setUnreadable(typed === null);
    if (typed === null) return;
    const to = address.trim();
    create.mutate(
      { amount: typed, ...(to && to !== payer ? { address: to } : {}) },
      { onSuccess: onDone },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg p-3 ring-1 ring-slate-200 dark:ring-slate-700"
    >
      <TextField
        label={t('refunds.amount', { symbol })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={t('refunds.refundable', { amount: crypto(refundable, symbol) })}
        error={unreadable ? t('errors.invalidAmount') : undefined}
        required
      />
      <TextField
        label={t('refunds.address')}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        hint={payer ? t('refunds.addressHint') : undefined}
        spellCheck={false}
        autoComplete="off"
        required
      />
      {create.isError && (
        <p role="alert" className="text-rose-700 dark:text-rose-300">
          {errorMessage(t, create.error, 'refunds.failed')}
        </p>
      )}
      <Button type="submit" isBusy={create.isPending}>
        {t('refunds.submit')}
      </Button>
    </form>
  );
}

/** The payment's refunds (issue 21 section 5): asked for here, sent from the merchant's wallet. */
export function RefundsSection({
  transaction,
  mayRefund,
}: {
  transaction: Transaction;
  mayRefund: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const refunds = useRefunds(transaction.paymentId);
  const [isAsking, setAsking] = useState(false);
  const data = refunds.data;
  const canAsk =
    mayRefund &&
    transaction.status === 'Completed' &&
    data &&
    BigInt(data.refundableBaseUnits) > 0n;

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
          {t('refunds.title')}
        </h3>
        {canAsk && !isAsking && (
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            {t('refunds.start')}
          </Button>
        )}
      </div>
      {isAsking && data && canAsk && (
        <RefundForm
          paymentId={transaction.paymentId}
          refundable={data.refundable}
          payer={data.payerAddress}
          symbol={transaction.symbol}
          onDone={() => setAsking(false)}
        />
      )}
      {data && data.items.length === 0 && !isAsking && (
        <p className="text-slate-500 dark:text-slate-400">{t('refunds.none')}</p>
      )}
      <ul className="space-y-3">
        {data?.items.map((refund) => (
          <li
            key={refund.id}
            className="space-y-1 rounded-lg p-3 ring-1 ring-slate-200 dark:ring-slate-700"
            data-testid="refund"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono">{crypto(refund.amount, refund.symbol)}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${TONE[refund.status]}`}
              >
                {t(`refunds.status.${refund.status}`)}
              </span>
            </div>
            <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-300">
              {t('refunds.to', { address: refund.toAddress })}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {dateTime(refund.createdAt)}
              {refund.status === 'SENT' &&
                ` · ${t('refunds.confirmations', { done: refund.confirmations, required: refund.requiredConfirmations })}`}
            </p>
            {refund.txHash && (
              <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-300">
                {refund.txHash}
              </p>
            )}
            {refund.status === 'PENDING' && mayRefund && (
              <RefundTransfer
                refund={refund}
                paymentId={transaction.paymentId}
                chainName={CHAINS[transaction.chain].name}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
