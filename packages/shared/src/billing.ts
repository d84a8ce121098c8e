import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { FiatCurrencySchema } from './money';
import {
  BillingIntervalSchema,
  FeeBpsSchema,
  PaidPlanIdSchema,
  PlanIdSchema,
  PlanPriceCentsSchema,
} from './plans';

// Plans and billing (decision note 042): a merchant pays for Plus or Premium, and settles the
// platform fees of completed payments, with an ordinary payment request to the platform's own
// wallets. Amounts are integer cents.

/** After the paid period ends the plan stays on this long, then falls back to Free. */
export const BILLING_GRACE_DAYS = 3;
/** Reminders go out this many days before the paid period ends. */
export const RENEWAL_REMINDER_DAYS = [7, 1] as const;
/** The smallest amount worth a payment request (anything less is refused, not rounded up). */
export const MIN_CHARGE_CENTS = 100;

export const BillingStatusSchema = z.enum(['active', 'grace']);
export type BillingStatus = z.infer<typeof BillingStatusSchema>;

/** What a charge pays for: a plan period, or the platform fees owed in one fiat currency. */
export const CHARGE_KINDS = ['plan', 'fees'] as const;
export const ChargeKindSchema = z.enum(CHARGE_KINDS);
export type ChargeKind = z.infer<typeof ChargeKindSchema>;

/** The platform fees a merchant owes in one fiat currency. */
export const FeeBalanceSchema = z.object({
  currency: FiatCurrencySchema,
  /** Fees of the merchant's Completed transactions. */
  accruedCents: z.number().int(),
  /** Paid to the platform so far. */
  settledCents: z.number().int(),
  /** Still owed: accrued minus settled (negative when more was paid). */
  balanceCents: z.number().int(),
});
export type FeeBalance = z.infer<typeof FeeBalanceSchema>;

/** A paid item: a plan period or a fee settlement, with its receipt. */
export const BillingHistoryItemSchema = z.object({
  id: z.uuid(),
  kind: ChargeKindSchema,
  planId: PaidPlanIdSchema.nullable(),
  interval: BillingIntervalSchema.nullable(),
  amountCents: z.number().int(),
  /** What was left of the previous plan, taken off an upgrade's price. */
  creditCents: z.number().int(),
  currency: FiatCurrencySchema,
  paidAt: z.iso.datetime(),
  periodStart: z.iso.datetime().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  receiptNumber: z.string(),
  receiptUrl: z.string(),
  /**
   * When a chain reorganisation took back the payment after its confirmation; null while it
   * stands. What it bought is kept meanwhile, and an administrator sees it.
   */
  reversedAt: z.iso.datetime().nullable(),
});
export type BillingHistoryItem = z.infer<typeof BillingHistoryItemSchema>;

/** A charge whose payment request is still waiting: the merchant may go back to pay it. */
export const OpenChargeSchema = z.object({
  id: z.uuid(),
  kind: ChargeKindSchema,
  planId: PaidPlanIdSchema.nullable(),
  interval: BillingIntervalSchema.nullable(),
  amountCents: z.number().int(),
  currency: FiatCurrencySchema,
  paymentId: z.uuid(),
  payUrl: z.string(),
  createdAt: z.iso.datetime(),
});
export type OpenCharge = z.infer<typeof OpenChargeSchema>;

export const UpcomingPeriodSchema = z.object({
  planId: PaidPlanIdSchema,
  interval: BillingIntervalSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});

/** GET /api/billing. */
export const BillingOverviewSchema = z.object({
  plan: PlanIdSchema,
  planName: z.string(),
  /** The fee charged on the merchant's payments (a per-account override included). */
  feeBps: FeeBpsSchema,
  status: BillingStatusSchema,
  /** The interval of the period running now; null on Free or a plan an administrator gave. */
  interval: BillingIntervalSchema.nullable(),
  /** The end of what is paid; null on Free or a plan an administrator gave. */
  renewalDate: z.iso.datetime().nullable(),
  /** While in grace: when the plan falls back to Free. */
  graceEndsAt: z.iso.datetime().nullable(),
  /** The merchant chose Free from the end of the paid time. */
  cancelAtPeriodEnd: z.boolean(),
  /** A period paid ahead, after the one running now (a renewal or a change at renewal). */
  upcoming: UpcomingPeriodSchema.nullable(),
  feeBalance: z.array(FeeBalanceSchema),
  openCharges: z.array(OpenChargeSchema),
  history: z.array(BillingHistoryItemSchema),
  /** The chains the platform is paid on; empty while its wallets are not set up. */
  paymentChains: z.array(ChainIdSchema),
});
export type BillingOverview = z.infer<typeof BillingOverviewSchema>;

/** POST /api/billing/upgrade: buy, renew or change a paid plan. */
export const UpgradeInputSchema = z.strictObject({
  planId: PaidPlanIdSchema,
  interval: BillingIntervalSchema,
  /** The chain to pay on; the platform's first one when absent. */
  chain: ChainIdSchema.optional(),
});
export type UpgradeInput = z.infer<typeof UpgradeInputSchema>;

/** POST /api/billing/settle: pay the fee balance of one currency. */
export const SettleFeesInputSchema = z.strictObject({
  currency: FiatCurrencySchema,
  chain: ChainIdSchema.optional(),
});
export type SettleFeesInput = z.infer<typeof SettleFeesInputSchema>;

/** POST /api/billing/downgrade: back to Free at the end of the paid time, or at once. */
export const DowngradeInputSchema = z.strictObject({ when: z.enum(['periodEnd', 'now']) });
export type DowngradeInput = z.infer<typeof DowngradeInputSchema>;

/** The payment request a checkout made: the merchant pays it on its pay page. */
export const CheckoutSchema = z.object({
  chargeId: z.uuid(),
  paymentId: z.uuid(),
  /** The pay page, as a path of this app (`/pay/<id>`). */
  payUrl: z.string(),
  amountCents: PlanPriceCentsSchema,
  creditCents: z.number().int(),
  currency: FiatCurrencySchema,
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const ReceiptParamsSchema = z.object({ id: z.uuid() });

export function receiptPath(chargeId: string): string {
  return `/api/billing/receipts/${chargeId}.pdf`;
}
