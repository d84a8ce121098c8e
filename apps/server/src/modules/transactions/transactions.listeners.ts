import type { Realtime } from '#server/realtime/realtime.ts';
import { listener } from '../reactions.ts';

/**
 * One signal that the ledger changed, to the merchant's sockets: the home's revenue, the till's
 * figures and an open invoice fetch again on it. The event follows the payment's own (see
 * `record` in domain-events.ts), so what the payment set off is done when it arrives.
 */
export const transactionsListeners = (realtime: Pick<Realtime, 'toUser'>) => [
  listener(['transaction.recorded'], 'transactions.live', (event) => {
    if (!event.userId) return;
    realtime.toUser(event.userId).emit('ledger:changed', {
      transactionId: event.data.id,
      paymentId: event.data.paymentId,
      status: event.data.status,
    });
  }),
];
