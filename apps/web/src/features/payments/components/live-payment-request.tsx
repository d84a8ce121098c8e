import type { PaymentRequest } from '@incasso/shared/payments';
import { useMerchantLiveStatus } from '#lib/use-merchant-live-status.ts';
import { useRefreshOnSettled } from '../hooks/use-refresh-on-settled';
import { PaymentRequestView } from './payment-request-view';
import { SimulatePaymentButton } from './simulate-payment-button';

interface LivePaymentRequestProps {
  payment: PaymentRequest;
  onNewRequest: () => void;
}

/** The generated request, following its status live while it is on screen. */
export function LivePaymentRequest({ payment, onNewRequest }: LivePaymentRequestProps) {
  const live = useMerchantLiveStatus(payment);
  useRefreshOnSettled(payment, live);
  return (
    <PaymentRequestView
      payment={payment}
      live={live}
      onNewRequest={onNewRequest}
      extra={<SimulatePaymentButton paymentId={payment.id} isWaiting={live.status === 'PENDING'} />}
    />
  );
}
