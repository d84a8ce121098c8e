import type { PaymentRequest } from '@incasso/shared/payments';
import type { ReactNode } from 'react';
import { useMerchantLiveStatus } from '../hooks/use-merchant-live-status';
import { PaymentRequestView } from './payment-request-view';

interface LivePaymentRequestProps {
  payment: PaymentRequest;
  onNewRequest: () => void;
  extra?: ReactNode;
}

/** The generated request, following its status live while it is on screen. */
export function LivePaymentRequest({ payment, onNewRequest, extra }: LivePaymentRequestProps) {
  const live = useMerchantLiveStatus(payment);
  return (
    <PaymentRequestView payment={payment} live={live} onNewRequest={onNewRequest} extra={extra} />
  );
}
