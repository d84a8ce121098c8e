import type { PaymentRequest } from '@incasso/shared/payments';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import { useMerchantLiveStatus } from '#lib/use-merchant-live-status.ts';
import { useRefreshOnSettled } from '../hooks/use-refresh-on-settled';
import { PaymentRequestView } from './payment-request-view';
import { SimulatePaymentButton } from './simulate-payment-button';

function LiveRequest({ payment }: { payment: PaymentRequest }) {
  const live = useMerchantLiveStatus(payment);
  useRefreshOnSettled(payment, live);
  return (
    <PaymentRequestView
      payment={payment}
      live={live}
      extra={<SimulatePaymentButton paymentId={payment.id} isWaiting={live.status === 'PENDING'} />}
    />
  );
}

/** A request reopened from the list: the same live view (QR, amount, link) as when it was made. */
export function PaymentRequestDialog({
  payment,
  onClose,
}: {
  payment: PaymentRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('paymentRequests.viewTitle')}
      description={
        payment?.orderId ?? t('paymentRequests.reference', { id: payment?.id.slice(0, 8) })
      }
    >
      {payment && <LiveRequest key={payment.id} payment={payment} />}
    </Dialog>
  );
}
