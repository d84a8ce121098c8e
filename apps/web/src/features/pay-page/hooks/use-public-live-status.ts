import type { PublicPayment } from '@incasso/shared/payments';
import { useState } from 'react';
import { useLiveStatus, type LiveStatus, type PaymentSocket } from '#lib/use-live-status.ts';

// Nothing moves a confirmed or cancelled request any more: the page opens no socket for it.
const isSettled = (status: PublicPayment['status']) =>
  status === 'CONFIRMED' || status === 'CANCELLED';

/**
 * The pay page's live status: `watch:payment` `{ paymentId }` on the public namespace. The
 * server renders this hook too and must open no socket: only a browser connects, once.
 */
export function usePublicLiveStatus(
  payment: PublicPayment,
  connect: () => PaymentSocket,
): LiveStatus {
  const [socket] = useState(() =>
    typeof window !== 'undefined' && !isSettled(payment.status) ? connect() : null,
  );

  return useLiveStatus({
    socket,
    paymentId: payment.id,
    initial: {
      status: payment.status,
      confirmations: payment.confirmations,
      required: payment.requiredConfirmations,
      txHash: payment.txHash,
    },
    watchPayload: { paymentId: payment.id },
    unwatchPayload: { paymentId: payment.id },
  });
}
