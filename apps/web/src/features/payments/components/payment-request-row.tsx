import { CHAINS } from '@incasso/shared/chains';
import { formatFiat } from '@incasso/shared/money';
import { OPEN_PAYMENT_STATUSES, type PaymentRequest } from '@incasso/shared/payments';
import { Ban, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { CopyButton } from '#components/ui/copy-button.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { useMerchantLiveStatus } from '#lib/use-merchant-live-status.ts';
import { PaymentStatusBadge } from '#components/payments/payment-status-badge.tsx';
import { useRefreshOnSettled } from '../hooks/use-refresh-on-settled';
import { crypto, dateTime } from '#lib/format.ts';

interface PaymentRequestRowProps {
  payment: PaymentRequest;
  onShow: (payment: PaymentRequest) => void;
  /** Absent for a role that may not cancel (a cashier): no button. */
  onCancel?: (payment: PaymentRequest) => void;
}

/** An open request follows its status live; a finished one shows where it ended. */
function LiveBadge({ payment }: { payment: PaymentRequest }) {
  const live = useMerchantLiveStatus(payment);
  useRefreshOnSettled(payment, live);
  return (
    <PaymentStatusBadge
      status={live.status}
      confirmations={live.confirmations}
      required={live.required}
    />
  );
}

export function PaymentRequestRow({ payment, onShow, onCancel }: PaymentRequestRowProps) {
  const { t } = useTranslation();
  const isOpen = (OPEN_PAYMENT_STATUSES as readonly string[]).includes(payment.status);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
      <div className="min-w-36 space-y-0.5">
        <p className="font-medium text-slate-900 tabular-nums dark:text-white">
          {formatFiat(payment.fiatCents, payment.fiatCurrency, currentLanguage())}
        </p>
        <p className="text-slate-500 tabular-nums dark:text-slate-400">
          {crypto(payment.amount, payment.symbol)}
        </p>
      </div>
      <div className="min-w-32 space-y-0.5 text-slate-600 dark:text-slate-300">
        <p className="flex items-center gap-1.5">
          <ChainIcon chain={payment.chain} className="size-4" />
          {CHAINS[payment.chain].name}
        </p>
        <time dateTime={payment.createdAt} className="text-slate-500 dark:text-slate-400">
          {dateTime(payment.createdAt)}
        </time>
      </div>
      {payment.heldFor && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {t(`paymentRequests.heldFor.${payment.heldFor}`)}
        </span>
      )}
      {payment.orderId && (
        <span
          className="max-w-40 truncate text-slate-600 dark:text-slate-300"
          title={payment.orderId}
        >
          {payment.orderId}
        </span>
      )}
      {isOpen ? <LiveBadge payment={payment} /> : <PaymentStatusBadge status={payment.status} />}
      <div className="ml-auto flex items-center gap-2">
        <CopyButton
          value={payment.payUrl}
          label={t('payments.copyPayLink')}
          copiedLabel={t('payments.copied')}
        />
        <Button size="sm" variant="secondary" onClick={() => onShow(payment)}>
          <Eye aria-hidden className="size-4" />
          {t('paymentRequests.show')}
        </Button>
        {/* An invoice's or a period's link lives as long as its document: withdrawn there. */}
        {payment.status === 'PENDING' && onCancel && payment.heldFor === null && (
          <Button size="sm" variant="secondary" onClick={() => onCancel(payment)}>
            <Ban aria-hidden className="size-4" />
            {t('paymentRequests.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
