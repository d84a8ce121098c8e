import type { PaymentStatus, PaymentStatusUpdate } from '@incasso/shared/events';
import type {
  NotificationKey,
  NotificationParams,
} from '../notifications/notification-catalogue.ts';
import type { PaymentUpdate } from './payment-updates.ts';

export interface AnnouncerDeps {
  /** Pushes to the watchers of `payment:<id>` in both namespaces. */
  emit(paymentId: string, update: PaymentStatusUpdate): void;
  notify(userId: string, key: NotificationKey, params: NotificationParams): Promise<unknown>;
  log: { error(details: object, message: string): void };
}

const NOTIFIED: Partial<Record<PaymentStatus, NotificationKey>> = {
  DETECTED: 'payments.detected',
  CONFIRMED: 'payments.confirmed',
  TIMED_OUT: 'payments.timedOut',
};

export function toStatusUpdate(
  update: Pick<
    PaymentUpdate,
    'paymentId' | 'key' | 'status' | 'txHash' | 'confirmations' | 'required'
  >,
): PaymentStatusUpdate {
  return {
    paymentId: update.paymentId,
    key: update.key,
    status: update.status,
    ...(update.txHash && { txHash: update.txHash }),
    confirmations: update.confirmations,
    required: update.required,
  };
}

/**
 * Announces updates that are already stored: `payment:status_update` to the request's
 * watchers, and a notification for the merchant on DETECTED, CONFIRMED and TIMED_OUT. Call it
 * only after the transaction that produced the updates has committed.
 */
export function createPaymentAnnouncer(deps: AnnouncerDeps) {
  return async function announce(updates: readonly PaymentUpdate[]): Promise<void> {
    for (const update of updates) {
      deps.emit(update.paymentId, toStatusUpdate(update));
      const key = update.from === null ? undefined : NOTIFIED[update.status];
      if (!key) continue;
      try {
        await deps.notify(update.userId, key, {
          amount: update.paidAmount,
          currency: update.symbol,
          reference: update.reference,
        });
      } catch (error) {
        // The status is stored and pushed; a lost notification must not undo that.
        deps.log.error({ err: error, paymentId: update.paymentId }, 'payment notification failed');
      }
    }
  };
}

export type Announce = ReturnType<typeof createPaymentAnnouncer>;
