import { PAYMENT_EVENT_TYPES, type PaymentEventData } from '@incasso/shared/domain-events';
import type { PaymentStatusUpdate } from '@incasso/shared/events';
import type { Realtime } from '#server/realtime/realtime.ts';
import { listener } from '#server/modules/reactions.ts';

/** SPEC's `payment:status_update` payload for a request as its events describe it. */
export function toStatusUpdate(
  payment: Pick<
    PaymentEventData,
    'id' | 'watchKey' | 'status' | 'txHash' | 'confirmations' | 'requiredConfirmations'
  >,
): PaymentStatusUpdate {
  return {
    paymentId: payment.id,
    ...(payment.watchKey && { key: payment.watchKey }),
    status: payment.status,
    ...(payment.txHash && { txHash: payment.txHash }),
    confirmations: payment.confirmations,
    required: payment.requiredConfirmations,
  };
}

/**
 * Every change of a request reaches its watchers live: the merchant's and the payer's pages,
 * as soon as it commits (issue 22's P4: within 50 ms at 100 changes a second).
 */
export function liveStatusListener(realtime: Pick<Realtime, 'toPayment'>) {
  const changes = PAYMENT_EVENT_TYPES.filter((type) => type !== 'payment.created');
  return listener(
    changes,
    'payments.live',
    (event) => {
      realtime.toPayment(event.data.id).emit('payment:status_update', toStatusUpdate(event.data));
    },
    { atCommit: true },
  );
}
