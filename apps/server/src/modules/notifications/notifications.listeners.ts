import type { PaymentEventType } from '@incasso/shared/domain-events';
import { listener } from '../reactions.ts';
import type { NotificationKey } from './notification-catalogue.ts';
import type { NotificationsService } from './notifications.service.ts';

const NOTIFIED = {
  'payment.detected': 'payments.detected',
  'payment.confirmed': 'payments.confirmed',
  'payment.timed_out': 'payments.timedOut',
  'payment.detection_reverted': 'payments.detectionReverted',
  'payment.confirmation_reverted': 'payments.confirmationReverted',
} as const satisfies Partial<Record<PaymentEventType, NotificationKey>>;

/**
 * The merchant hears of a payment detected, confirmed, taken back by a reorg, or a request
 * that expired unpaid. Keyed by the event, so an event handed over twice still notifies once.
 */
export const notificationsListeners = (notifications: Pick<NotificationsService, 'notify'>) => [
  listener(
    [
      'payment.detected',
      'payment.confirmed',
      'payment.timed_out',
      'payment.detection_reverted',
      'payment.confirmation_reverted',
    ],
    'notifications.payments',
    async (event) => {
      if (!event.userId) return;
      const payment = event.data;
      // Once taken back, what arrived may be nothing: the amount asked is what was undone.
      const undone =
        event.type === 'payment.detection_reverted' ||
        event.type === 'payment.confirmation_reverted';
      await notifications.notify(
        event.userId,
        NOTIFIED[event.type],
        {
          amount: (undone ? payment.amount : payment.paidAmount) ?? payment.fiatAmount,
          currency: payment.symbol ?? payment.fiatCurrency,
          reference: payment.orderId ?? payment.id.slice(0, 8),
        },
        { sourceEventId: event.id },
      );
    },
  ),
];
