import type { PublicPayment } from '@incasso/shared/payments';
import { useLiveStatus, type LiveStatus } from '#lib/use-live-status.ts';
import { getPublicSocket } from '../api/public-socket';

/** The pay page's live status: `watch:payment` `{ paymentId }` on the public namespace. */
export function usePublicLiveStatus(payment: PublicPayment): LiveStatus {
  return useLiveStatus({
    socket: getPublicSocket(),
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
