import type { PaymentStatus, PaymentStatusUpdate } from '@incasso/shared/events';

// Checked by hand with type-only imports: a runtime import of the shared zod schemas would put
// zod into the pay page's chunk, which a payer's phone loads cold (decision note 020). The
// record type makes the compiler fail if the shared status list changes.
const STATUSES: Record<PaymentStatus, true> = {
  PENDING: true,
  DETECTED: true,
  CONFIRMING: true,
  CONFIRMED: true,
  TIMED_OUT: true,
  CANCELLED: true,
};

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && Object.hasOwn(STATUSES, value);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value);

/** A `payment:status_update` payload, or null when it breaks the contract. */
export function parseStatusUpdate(payload: unknown): PaymentStatusUpdate | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { paymentId, key, status, txHash, confirmations, required } = payload as Record<
    string,
    unknown
  >;
  if (typeof paymentId !== 'string' || !isPaymentStatus(status)) return null;
  if (key !== undefined && typeof key !== 'string') return null;
  if (txHash !== undefined && typeof txHash !== 'string') return null;
  if (confirmations !== undefined && !isCount(confirmations)) return null;
  if (required !== undefined && !isCount(required)) return null;
  return { paymentId, key, status, txHash, confirmations, required };
}
