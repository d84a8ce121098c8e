import { z } from 'zod';
import type { Notification } from './notifications.ts';
import type { LedgerChange } from './transactions.ts';

/** Statuses of a payment request, pushed live (SPEC section 4; DESIGN section 6). */
export const PAYMENT_STATUSES = [
  'PENDING',
  'DETECTED',
  'CONFIRMING',
  'CONFIRMED',
  'TIMED_OUT',
  'CANCELLED',
] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** SPEC's watch key: address, amount and symbol of the request, e.g. `0xabc…:25.00000000:USDT`. */
export const WatchKeySchema = z.string().min(1).max(200);

export const WatchPaymentSchema = z.union([
  z.object({ paymentId: z.string().min(1).max(64) }).strict(),
  z
    .object({
      request: z.object({ paymentId: z.string().min(1).max(64) }).passthrough(),
      key: WatchKeySchema,
    })
    .strict(),
]);
export type WatchPayment = z.infer<typeof WatchPaymentSchema>;

export const UnwatchPaymentSchema = z.union([
  WatchKeySchema,
  z.object({ paymentId: z.string().min(1).max(64) }),
]);

export const PaymentStatusUpdateSchema = z.object({
  paymentId: z.string(),
  key: z.string().optional(),
  status: PaymentStatusSchema,
  txHash: z.string().optional(),
  confirmations: z.number().int().optional(),
  required: z.number().int().optional(),
});
export type PaymentStatusUpdate = z.infer<typeof PaymentStatusUpdateSchema>;

export interface ServerToClientEvents {
  'user:notification': (notification: Notification) => void;
  'payment:status_update': (update: PaymentStatusUpdate) => void;
  /** A ledger row of the merchant was recorded or changed: revenue and sales moved. */
  'ledger:changed': (change: LedgerChange) => void;
  /** An administrator published, changed or withdrew an announcement: reload the banner. */
  'announcements:changed': () => void;
  /** The account's sessions were ended by an administrator (suspension): sign out now. */
  'session:ended': () => void;
}

/** The answer to `watch:payment` / `unwatch:payment` when the client asks for one. */
export type WatchPaymentAck =
  | { ok: true; status?: PaymentStatus }
  | { ok: false; error: 'invalidPayload' | 'notFound' | 'tooManyWatches' };

export interface ClientToServerEvents {
  'watch:payment': (payload: unknown, ack?: (result: WatchPaymentAck) => void) => void;
  'unwatch:payment': (payload: unknown, ack?: (result: WatchPaymentAck) => void) => void;
}

/** The namespace the public pay page uses: it watches one payment by id and needs no session. */
export const PUBLIC_SOCKET_NAMESPACE = '/public';
