import { createHash } from 'node:crypto';
import type { PaymentEventType } from '@incasso/shared/domain-events';
import type { PaymentPurpose } from '@incasso/shared/payments';
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

/** What a request is for, as the module that made it says (an invoice, a recurring period). */
export type PaymentPurposeOf = (payment: {
  id: string;
  userId: string;
}) => Promise<PaymentPurpose | null>;

/** The name a merchant knows a request by: never an internal order id like `invoice-d0e1…`. */
function referenceOf(purpose: PaymentPurpose): string | null {
  switch (purpose.kind) {
    case 'invoice':
      return purpose.number;
    case 'recurring':
      return purpose.description;
    case 'plan':
      return purpose.planName;
    case 'order':
      return purpose.orderId;
    case 'link':
      return purpose.title;
    case 'fees':
      return null;
  }
}

/**
 * The members whose role concerns payments (issue 23: owner and manager, decision note 094) hear
 * of a payment detected, confirmed, taken back by a reorg, or a request that expired unpaid.
 * `audience` names them (the accounts module's memberships, which register this listener);
 * `purposeOf` names the request as the merchant knows it (issue 20).
 */
export const paymentNotificationsListeners = (
  notifications: Pick<NotificationsService, 'notify'>,
  audience: (merchantId: string) => Promise<readonly string[]>,
  purposeOf: PaymentPurposeOf = async () => null,
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
      const purpose = await purposeOf({ id: payment.id, userId: event.userId });
      const params = {
        amount: (undone ? payment.amount : payment.paidAmount) ?? payment.fiatAmount,
        currency: payment.symbol ?? payment.fiatCurrency,
        reference: (purpose && referenceOf(purpose)) ?? payment.orderId ?? payment.id.slice(0, 8),
      };
      for (const userId of await audience(event.userId)) {
        await notifications.notify(userId, NOTIFIED[event.type], params, {
          sourceEventId: recipientEventId(event.id, userId),
        });
      }
    },
  ),
];
