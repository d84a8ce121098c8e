import { createHash } from 'node:crypto';
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
 * One notification per event and recipient: a name-based UUID (RFC 9562 version 5 layout) of
 * the two, so an event handed over twice still notifies each member once.
 */
export function recipientEventId(eventId: string, userId: string): string {
  const hash = createHash('sha1').update(`${eventId}:${userId}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The members whose role concerns payments (issue 23: owner and manager, decision note 094) hear
 * of a payment detected, confirmed, taken back by a reorg, or a request that expired unpaid.
 * `audience` names them (the accounts module's memberships, which register this listener).
 */
export const paymentNotificationsListeners = (
  notifications: Pick<NotificationsService, 'notify'>,
  audience: (merchantId: string) => Promise<readonly string[]>,
) => [
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
      const params = {
        amount: (undone ? payment.amount : payment.paidAmount) ?? payment.fiatAmount,
        currency: payment.symbol ?? payment.fiatCurrency,
        reference: payment.orderId ?? payment.id.slice(0, 8),
      };
      for (const userId of await audience(event.userId)) {
        await notifications.notify(userId, NOTIFIED[event.type], params, {
          sourceEventId: recipientEventId(event.id, userId),
        });
      }
    },
  ),
];
