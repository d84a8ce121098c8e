import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema, CurrencySymbolSchema } from './currencies';
import { PaymentStatusSchema, type PaymentStatus } from './events';
import { FiatCurrencySchema } from './money';
import { PaymentFlagsSchema } from './payments';
import { RefundSchema } from './refunds';
import { TransactionStatusSchema } from './transactions';

// Domain events: what changed, stored with the change and then handed to every listener
// (live sockets, notifications, and the webhooks integrators subscribe to). The type names are
// the public webhook event types, so they never change meaning once released.

/** A request's status, as the event its arrival at that status raises. */
export const PAYMENT_STATUS_EVENTS = {
  PENDING: 'payment.updated',
  DETECTED: 'payment.detected',
  CONFIRMING: 'payment.confirming',
  CONFIRMED: 'payment.confirmed',
  TIMED_OUT: 'payment.timed_out',
  CANCELLED: 'payment.cancelled',
} as const satisfies Record<PaymentStatus, string>;

export const PAYMENT_EVENT_TYPES = [
  'payment.created',
  'payment.detected',
  'payment.confirming',
  'payment.confirmed',
  'payment.timed_out',
  'payment.cancelled',
  /**
   * A chain reorganisation took back the transfer that made a payment DETECTED or CONFIRMING:
   * `status` is where it stands now (PENDING, TIMED_OUT once expired, or DETECTED again when
   * other transfers still pay it). A `payment.detected` after it is a new detection.
   */
  'payment.detection_reverted',
  /** As `payment.detection_reverted`, for a payment that was CONFIRMED. */
  'payment.confirmation_reverted',
  /** Progress within a status (confirmations, an amount paid, or taken back by a reorg). */
  'payment.updated',
  /** A refund of the payment reached its confirmations: `refund` is that refund. */
  'payment.refunded',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** The event of a status a reorg moved a payment back from. */
export function paymentRevertedEvent(
  from: PaymentStatus,
): 'payment.detection_reverted' | 'payment.confirmation_reverted' {
  return from === 'CONFIRMED' ? 'payment.confirmation_reverted' : 'payment.detection_reverted';
}

export const DOMAIN_EVENT_TYPES = [
  ...PAYMENT_EVENT_TYPES,
  'user.registered',
  'transaction.recorded',
  'wallet.address_taken_over',
  'wallet.added',
] as const;
export const DomainEventTypeSchema = z.enum(DOMAIN_EVENT_TYPES);
export type DomainEventType = z.infer<typeof DomainEventTypeSchema>;

/** A payment request as its events carry it: what an integrator needs, no merchant data. */
export const PaymentEventDataSchema = z.object({
  id: z.uuid(),
  status: PaymentStatusSchema,
  /** The status before this event; null when the event is not a transition. */
  previousStatus: PaymentStatusSchema.nullable(),
  orderId: z.string().nullable(),
  chain: ChainIdSchema,
  /** The coin and amounts: null on an API request until its payer picks a coin. */
  currency: CurrencyIdSchema.nullable(),
  symbol: CurrencySymbolSchema.nullable(),
  address: z.string(),
  /** Decimal strings, 8 decimals ('25.00000000'), and integer base units as strings. */
  amount: z.string().nullable(),
  amountBaseUnits: z.string().nullable(),
  paidAmount: z.string().nullable(),
  paidBaseUnits: z.string(),
  /** Fiat per coin, as the request was priced. */
  rate: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  fiatAmount: z.string(),
  fiatCurrency: FiatCurrencySchema,
  txHash: z.string().nullable(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  flags: PaymentFlagsSchema,
  /** SPEC's watch key (address, amount, symbol), as live updates carry it. */
  watchKey: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type PaymentEventData = z.infer<typeof PaymentEventDataSchema>;

/** The payment as it stands, with the refund that was confirmed (decision note 099). */
export const PaymentRefundedDataSchema = PaymentEventDataSchema.extend({ refund: RefundSchema });
export type PaymentRefundedData = z.infer<typeof PaymentRefundedDataSchema>;

export const UserRegisteredDataSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  accountType: z.enum(['private', 'business']),
});
export type UserRegisteredData = z.infer<typeof UserRegisteredDataSchema>;

/** The merchant's ledger row for a payment, each time it changes (Pending, Completed, Failed). */
export const TransactionRecordedDataSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  status: TransactionStatusSchema,
  chain: ChainIdSchema,
  currency: CurrencyIdSchema,
  cryptoBaseUnits: z.string(),
  fiatCents: z.number().int(),
  fiatCurrency: FiatCurrencySchema,
  feeCents: z.number().int(),
  txHash: z.string().nullable(),
  date: z.iso.datetime(),
});
export type TransactionRecordedData = z.infer<typeof TransactionRecordedDataSchema>;

/**
 * Another account proved it holds an address and took it over: the previous holder's wallet on
 * it is gone (the event's user is that holder). Internal: no webhook is named after it.
 */
export const WalletAddressTakenOverDataSchema = z.object({
  walletId: z.uuid(),
  chain: ChainIdSchema,
  address: z.string(),
});
export type WalletAddressTakenOverData = z.infer<typeof WalletAddressTakenOverDataSchema>;

/**
 * A receiving wallet was added to the account (the event's user), by its owner or a member:
 * the owner is told, as payments may now go to it. Internal: no webhook is named after it.
 */
export const WalletAddedDataSchema = z.object({
  walletId: z.uuid(),
  chain: ChainIdSchema,
  address: z.string(),
  name: z.string(),
});
export type WalletAddedData = z.infer<typeof WalletAddedDataSchema>;

export interface DomainEventDataMap {
  'payment.created': PaymentEventData;
  'payment.detected': PaymentEventData;
  'payment.confirming': PaymentEventData;
  'payment.confirmed': PaymentEventData;
  'payment.timed_out': PaymentEventData;
  'payment.cancelled': PaymentEventData;
  'payment.detection_reverted': PaymentEventData;
  'payment.confirmation_reverted': PaymentEventData;
  'payment.updated': PaymentEventData;
  'payment.refunded': PaymentRefundedData;
  'user.registered': UserRegisteredData;
  'transaction.recorded': TransactionRecordedData;
  'wallet.address_taken_over': WalletAddressTakenOverData;
  'wallet.added': WalletAddedData;
}

export const DOMAIN_EVENT_DATA_SCHEMAS: {
  [T in DomainEventType]: z.ZodType<DomainEventDataMap[T]>;
} = {
  'payment.created': PaymentEventDataSchema,
  'payment.detected': PaymentEventDataSchema,
  'payment.confirming': PaymentEventDataSchema,
  'payment.confirmed': PaymentEventDataSchema,
  'payment.timed_out': PaymentEventDataSchema,
  'payment.cancelled': PaymentEventDataSchema,
  'payment.detection_reverted': PaymentEventDataSchema,
  'payment.confirmation_reverted': PaymentEventDataSchema,
  'payment.updated': PaymentEventDataSchema,
  'payment.refunded': PaymentRefundedDataSchema,
  'user.registered': UserRegisteredDataSchema,
  'transaction.recorded': TransactionRecordedDataSchema,
  'wallet.address_taken_over': WalletAddressTakenOverDataSchema,
  'wallet.added': WalletAddedDataSchema,
};

/** One event as listeners and webhooks receive it. */
export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  /** Unique and time-ordered (UUID v7): the Standard Webhooks `webhook-id`. */
  id: string;
  type: T;
  occurredAt: string;
  data: DomainEventDataMap[T];
}
