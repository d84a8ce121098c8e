import type { DisplaySale } from '@incasso/shared/pos';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyableValue } from '#components/payments/copyable-value.tsx';
import { ExpiryCountdown } from '#components/payments/expiry-countdown.tsx';
import { PaymentQrChoice } from '#components/payments/payment-qr-choice.tsx';
import { PaymentStatusBadge } from '#components/payments/payment-status-badge.tsx';
import { crypto } from '#lib/format.ts';
import { useLiveStatus } from '#lib/use-live-status.ts';
import type { getDisplaySocket } from '../api/display-socket';
import { money } from '../money';
import { DisplayLines } from './display-lines';

interface DisplayedSaleProps {
  sale: DisplaySale;
  connect: typeof getDisplaySocket;
}

/**
 * One sale as the customer pays it: the total, the network to pick in the wallet, the exact
 * amount, the address to copy and the wallet-app QR; then a clear "thank you".
 */
export function DisplayedSale({ sale, connect }: DisplayedSaleProps) {
  const { t } = useTranslation();
  const settled = sale.status === 'CONFIRMED' || sale.status === 'CANCELLED';
  const live = useLiveStatus({
    socket: settled ? null : connect(),
    paymentId: sale.paymentId,
    initial: { status: sale.status, confirmations: 0, required: 0, txHash: null },
    watchPayload: { paymentId: sale.paymentId },
    unwatchPayload: { paymentId: sale.paymentId },
  });
  // The poll may know more than the socket (a reconnect), and the other way round.
  const status = sale.status === 'CONFIRMED' ? sale.status : live.status;
  if (status === 'CONFIRMED') {
    return (
      <div
        data-testid="display-paid"
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-3xl bg-emerald-50 px-6 py-10 dark:bg-emerald-950/40"
      >
        <CheckCircle2 aria-hidden className="size-28 text-emerald-600 dark:text-emerald-400" />
        <h2 className="text-5xl font-bold text-emerald-800 dark:text-emerald-200">
          {t('pos.paid')}
        </h2>
        <p className="text-5xl font-bold tabular-nums">
          {money(sale.fiatCents, sale.fiatCurrency)}
        </p>
        <p className="text-2xl font-medium text-emerald-800 dark:text-emerald-200">
          {t('pos.thankYou')}
        </p>
      </div>
    );
  }
  const amountText = crypto(sale.amount, sale.symbol);
  return (
    <div className="flex w-full max-w-md flex-col items-center gap-4">
      <p className="text-5xl font-bold tabular-nums">{money(sale.fiatCents, sale.fiatCurrency)}</p>
      <p className="text-lg" data-testid="display-network">
        {t('pos.payOnNetwork', { symbol: sale.symbol, chain: sale.chainName })}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <PaymentStatusBadge
          status={status}
          confirmations={live.confirmations}
          required={live.required}
        />
        {status === 'PENDING' && <ExpiryCountdown expiresAt={sale.expiresAt} />}
      </div>
      <PaymentQrChoice
        eip681={sale.eip681}
        qrContent={sale.qrContent}
        amountText={amountText}
        className="w-full max-w-xs"
      />
      <dl className="w-full space-y-3 text-left">
        <CopyableValue
          label={t('payments.exactAmount')}
          value={sale.amount}
          suffix={sale.symbol}
          copyLabel={t('payments.copyAmount')}
        />
        <CopyableValue
          label={t('payments.address')}
          value={sale.address}
          copyLabel={t('payments.copyAddress')}
          hint={t('payments.onChain', { chain: sale.chainName })}
          isMono
        />
      </dl>
      <DisplayLines
        lines={sale.lineItems}
        fiatCurrency={sale.fiatCurrency}
        className="w-full text-left text-sm"
      />
    </div>
  );
}
