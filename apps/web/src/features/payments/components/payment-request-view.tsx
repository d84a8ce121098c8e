import { CHAINS } from '@incasso/shared/chains';
import { formatFiat } from '@incasso/shared/money';
import type { PaymentRequest } from '@incasso/shared/payments';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { currentLanguage } from '#i18n/index.ts';
import type { LiveStatus } from '#lib/use-live-status.ts';
import { CopyableValue } from '#components/payments/copyable-value.tsx';
import { ExpiryCountdown } from '#components/payments/expiry-countdown.tsx';
import { PaymentQrChoice } from '#components/payments/payment-qr-choice.tsx';
import { PaymentStatusBadge } from '#components/payments/payment-status-badge.tsx';
import { PaymentReceived } from './payment-received';
import { crypto } from '#lib/format.ts';
import { TransactionLink } from './transaction-link';

interface PaymentRequestViewProps {
  payment: PaymentRequest;
  live: LiveStatus;
  /** Offers "new request" (the creator); a request reopened from the list has none. */
  onNewRequest?: () => void;
  /** Shown above "new request": the demo's "simulate payment". */
  extra?: ReactNode;
}

/** A generated request: live status, QR, exact amount and address to copy, the pay page link. */
export function PaymentRequestView({
  payment,
  live,
  onNewRequest,
  extra,
}: PaymentRequestViewProps) {
  const { t } = useTranslation();
  const amountText = crypto(payment.amount, payment.symbol);
  if (live.status === 'CONFIRMED') {
    return (
      <div className="space-y-5">
        <PaymentReceived payment={payment} txHash={live.txHash} />
        {onNewRequest && (
          <Button className="w-full" onClick={onNewRequest}>
            <Plus aria-hidden className="size-4" />
            {t('payments.newRequest')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PaymentStatusBadge
          status={live.status}
          confirmations={live.confirmations}
          required={live.required}
        />
        {live.status === 'PENDING' && <ExpiryCountdown expiresAt={payment.expiresAt} />}
      </div>
      {live.status !== 'CANCELLED' && (
        <div className="flex justify-center">
          <PaymentQrChoice
            eip681={payment.eip681}
            qrContent={payment.qrContent}
            amountText={amountText}
            className="max-w-60"
          />
        </div>
      )}
      <dl className="space-y-3">
        <CopyableValue
          label={t('payments.exactAmount')}
          value={payment.amount}
          suffix={payment.symbol}
          copyLabel={t('payments.copyAmount')}
          hint={t('payments.fiatEquivalent', {
            amount: formatFiat(payment.fiatCents, payment.fiatCurrency, currentLanguage()),
          })}
        />
        <CopyableValue
          label={t('payments.address')}
          value={payment.address}
          copyLabel={t('payments.copyAddress')}
          hint={
            <span className="inline-flex items-center gap-1.5">
              <ChainIcon chain={payment.chain} className="size-4" />
              {t('payments.onChain', { chain: CHAINS[payment.chain].name })}
            </span>
          }
          isMono
        />
        <CopyableValue
          label={t('payments.payLink')}
          value={payment.payUrl}
          copyLabel={t('payments.copyPayLink')}
          href={payment.payUrl}
        />
      </dl>
      {live.txHash && <TransactionLink payment={payment} txHash={live.txHash} />}
      {extra}
      {onNewRequest && (
        <Button variant="secondary" className="w-full" onClick={onNewRequest}>
          <Plus aria-hidden className="size-4" />
          {t('payments.newRequest')}
        </Button>
      )}
    </div>
  );
}
