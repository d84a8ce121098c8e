import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema, CurrencySymbolSchema } from './currencies';
import { PaymentStatusSchema, type PaymentStatus } from './events';
import {
  fiatCentsFromNumber,
  FiatCurrencySchema,
  parseFiatAmount,
  type FiatAmountError,
} from './money';
import { PriceSourceSchema } from './prices';

// Payment requests (SPEC sections 3, 4 and 7; DESIGN section 6). Amounts leave the server as
// decimal strings and base units as integer strings: never a float.

/** Open requests: their (chain, address, currency, amount) is unique, so a transfer finds them. */
export const OPEN_PAYMENT_STATUSES = [
  'PENDING',
  'DETECTED',
  'CONFIRMING',
] as const satisfies readonly PaymentStatus[];

/** Where a request was made: `pos` at the till (decision note 045), `request` anywhere else. */
export const PAYMENT_SOURCES = ['request', 'pos'] as const;
export const PaymentSourceSchema = z.enum(PAYMENT_SOURCES);
export type PaymentSource = z.infer<typeof PaymentSourceSchema>;

/**
 * What a request was made for, when something else owns it: an invoice's pay link, a recurring
 * period, a plan charge. It lives as long as that does, so only its owner cancels it (voiding
 * the invoice); the merchant's cancel refuses it (decision note 101).
 */
export const PAYMENT_HOLDERS = ['invoice', 'recurring', 'billing'] as const;
export const PaymentHolderSchema = z.enum(PAYMENT_HOLDERS);
export type PaymentHolder = z.infer<typeof PaymentHolderSchema>;

/** After the expiry an address stays watched this long, so late payments are not lost. */
export const PAYMENT_MONITORING_WINDOW_MS = 24 * 60 * 60 * 1000;
// The open-ended expiry lives in a module without zod, for the pay page's island (its 60 KB budget).
export { OPEN_ENDED_EXPIRES_AT, isOpenEnded } from './open-ended';
/** The most a merchant may let a payment fall short and still confirm (10 %). */
export const PAYMENT_TOLERANCE_BPS_MAX = 1_000;
export const ORDER_ID_MAX = 200;
export const REDIRECT_URL_MAX = 2_048;
export const PAYMENT_PAGE_SIZE_MAX = 100;

/** The stable error key of each way a typed fiat amount can be wrong. */
export const FIAT_AMOUNT_KEYS: Record<FiatAmountError, string> = {
  invalid: 'amountInvalid',
  negative: 'amountNegative',
  tooManyDecimals: 'amountTooManyDecimals',
  tooLarge: 'amountTooLarge',
};

/** '25.50', '25,50' or 25.5 into cents; zero is refused (`amountTooSmall`). */
export const FiatAmountInputSchema = z
  .union([z.string().max(32), z.number()], 'amountInvalid')
  .transform((value, ctx) => {
    const parsed = typeof value === 'number' ? fiatCentsFromNumber(value) : parseFiatAmount(value);
    if (!parsed.ok || parsed.cents === 0) {
      const message = parsed.ok ? 'amountTooSmall' : FIAT_AMOUNT_KEYS[parsed.error];
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return parsed.cents;
  });

export const CreatePaymentInputSchema = z
  .strictObject({
    walletId: z.uuid(),
    /** The crypto's id ('usdt'); the API symbol ('USDT') is read too. */
    currency: z.string().toLowerCase().pipe(CurrencyIdSchema),
    fiatAmount: FiatAmountInputSchema,
    fiatCurrency: z.string().toUpperCase().pipe(FiatCurrencySchema),
    redirectUrl: z
      .url({ protocol: /^https?$/ })
      .max(REDIRECT_URL_MAX)
      .optional(),
    orderId: z.string().trim().min(1).max(ORDER_ID_MAX).optional(),
  })
  .transform(({ fiatAmount, ...rest }) => ({ ...rest, fiatCents: fiatAmount }));
export type CreatePaymentInput = z.input<typeof CreatePaymentInputSchema>;
export type CreatePayment = z.output<typeof CreatePaymentInputSchema>;

export const PaymentFlagsSchema = z.object({
  /** Paid after the expiry, within the monitoring window. */
  paidLate: z.boolean(),
  /** Some has arrived, not yet enough. */
  paidPartial: z.boolean(),
  /** Short, but within the merchant's tolerance: confirms anyway. */
  underpaid: z.boolean(),
  overpaid: z.boolean(),
});
export type PaymentFlags = z.infer<typeof PaymentFlagsSchema>;

export const PaymentRequestSchema = z.object({
  id: z.uuid(),
  status: PaymentStatusSchema,
  /** null once the wallet was deleted (the request keeps its own address). */
  walletId: z.uuid().nullable(),
  chain: ChainIdSchema,
  /** The EIP-155 number (1, 56, ...). */
  chainId: z.number().int(),
  address: z.string(),
  currency: CurrencyIdSchema,
  symbol: CurrencySymbolSchema,
  decimals: z.number().int(),
  /** The amount to pay, 8 decimals ('25.00000000'). */
  amount: z.string(),
  amountBaseUnits: z.string(),
  fiatAmount: z.string(),
  fiatCents: z.number().int(),
  fiatCurrency: FiatCurrencySchema,
  rate: z.string(),
  rateSource: PriceSourceSchema,
  expiresAt: z.string(),
  /** Until then the address is watched for late payments. */
  monitorUntil: z.string(),
  createdAt: z.string(),
  /** SPEC's QR text: `chain:address?amount=..&token=..`. */
  qrContent: z.string(),
  /** EIP-681 link wallets open directly; null when the currency left the deployment's registry. */
  eip681: z.string().nullable(),
  /** SPEC's key of address, amount and symbol, as sent with `watch:payment`. */
  watchKey: z.string(),
  paidAmount: z.string(),
  txHash: z.string().nullable(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  /** When the payment reached its confirmations: the merchant's "received at". */
  confirmedAt: z.string().nullable(),
  flags: PaymentFlagsSchema,
  /** The hosted pay page. */
  payUrl: z.string(),
  redirectUrl: z.string().nullable(),
  orderId: z.string().nullable(),
  source: PaymentSourceSchema,
  /** What owns the request (its cancel is refused), or null for one the merchant made. */
  heldFor: PaymentHolderSchema.nullable(),
  /**
   * This deployment's explorer page of a transaction on the chain, `{hash}` standing for its
   * hash (the hash may arrive live, after the request was read); null where no public explorer
   * sees the chain (the demo's local one).
   */
  explorerTxUrlTemplate: z.string().nullable(),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

/**
 * A request whose payer has not picked a coin yet (made by the public API, or an invoice's or
 * recurring period's link): it has a fiat amount and a pay page but no crypto amount. The
 * dashboard lists the open ones beside the priced requests, so they can be found and cancelled.
 */
export const AwaitingCoinRequestSchema = z.object({
  id: z.uuid(),
  status: PaymentStatusSchema,
  /** null once the wallet was deleted (the request keeps its own address). */
  walletId: z.uuid().nullable(),
  chain: ChainIdSchema,
  fiatAmount: z.string(),
  fiatCents: z.number().int(),
  fiatCurrency: FiatCurrencySchema,
  expiresAt: z.string(),
  createdAt: z.string(),
  payUrl: z.string(),
  orderId: z.string().nullable(),
});
export type AwaitingCoinRequest = z.infer<typeof AwaitingCoinRequestSchema>;
/** The newest open ones only: a request nobody pays times out. */
export const AWAITING_COIN_LIST_MAX = 50;
export const AwaitingCoinListSchema = z.object({ items: z.array(AwaitingCoinRequestSchema) });
export type AwaitingCoinList = z.infer<typeof AwaitingCoinListSchema>;
/** What cancelling answers: the request as it now is, priced or still without a coin. */
export const CancelledRequestSchema = z.union([PaymentRequestSchema, AwaitingCoinRequestSchema]);

export const PaymentListQuerySchema = z.object({
  /** `open`: only requests still waiting for or confirming a payment. */
  scope: z.enum(['all', 'open']).default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAYMENT_PAGE_SIZE_MAX).default(20),
});
export const PaymentListSchema = z.object({
  items: z.array(PaymentRequestSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PaymentList = z.infer<typeof PaymentListSchema>;

/** A coin the payer of an API request may pay with: one of the wallet's accepted currencies. */
export const PayableCurrencySchema = z.object({
  currency: CurrencyIdSchema,
  symbol: CurrencySymbolSchema,
});
export type PayableCurrency = z.infer<typeof PayableCurrencySchema>;

/**
 * `GET /api/pay/:id`: what the hosted pay page shows, nothing more of the merchant. A request
 * made through the public API is priced in fiat only: its crypto fields are null until the payer
 * picks a coin (`POST /api/pay/:id/currency`), which fixes the rate and the unique amount.
 */
/** What a request is for, so its payer knows before paying: said on the pay page. */
export const PaymentPurposeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invoice'), number: z.string() }),
  z.object({ kind: z.literal('recurring'), description: z.string() }),
  z.object({
    kind: z.literal('plan'),
    planName: z.string(),
    interval: z.enum(['monthly', 'yearly']).nullable(),
  }),
  z.object({ kind: z.literal('fees'), currency: FiatCurrencySchema }),
  z.object({ kind: z.literal('order'), orderId: z.string() }),
  z.object({ kind: z.literal('link'), title: z.string() }),
]);
export type PaymentPurpose = z.infer<typeof PaymentPurposeSchema>;

export const PublicPaymentSchema = PaymentRequestSchema.pick({
  id: true,
  status: true,
  chain: true,
  chainId: true,
  address: true,
  fiatAmount: true,
  fiatCurrency: true,
  expiresAt: true,
  txHash: true,
  confirmations: true,
  requiredConfirmations: true,
  flags: true,
  redirectUrl: true,
}).extend({
  currency: CurrencyIdSchema.nullable(),
  symbol: CurrencySymbolSchema.nullable(),
  decimals: z.number().int().nullable(),
  amount: z.string().nullable(),
  amountBaseUnits: z.string().nullable(),
  qrContent: z.string().nullable(),
  eip681: z.string().nullable(),
  watchKey: z.string().nullable(),
  paidAmount: z.string().nullable(),
  merchantName: z.string(),
  purpose: PaymentPurposeSchema.nullable(),
  chainName: z.string(),
  explorerTxUrl: z.string().nullable(),
  /** The coins the payer may (still) choose between; empty once the choice is closed. */
  currencyChoices: z.array(PayableCurrencySchema),
});
export type PublicPayment = z.infer<typeof PublicPaymentSchema>;

/** `POST /api/pay/:id/currency`: the payer's coin for an API request, while nothing is paid. */
export const ChoosePaymentCurrencyInputSchema = z.strictObject({
  currency: z.string().max(16).toLowerCase().pipe(CurrencyIdSchema),
});
export type ChoosePaymentCurrencyInput = z.infer<typeof ChoosePaymentCurrencyInputSchema>;

/** A transfer to a watched address that no request claimed; the merchant may assign it. */
export const UnmatchedTransferSchema = z.object({
  id: z.uuid(),
  chain: ChainIdSchema,
  address: z.string(),
  from: z.string(),
  currency: CurrencyIdSchema,
  symbol: CurrencySymbolSchema,
  amount: z.string(),
  amountBaseUnits: z.string(),
  txHash: z.string(),
  blockNumber: z.number().int(),
  /** Null where no public explorer shows the chain (a demo chain). */
  explorerTxUrl: z.string().nullable(),
  /** When its block was made (when it was seen, for a block whose time was unknown). */
  receivedAt: z.string(),
  /**
   * The latest creation time of a request this transfer can have been meant for: its block's
   * time and the chain's clock tolerance. A request created later did not exist when the money
   * was sent; the merchant may still assign it to one by hand, knowingly.
   */
  requestsCreatedBy: z.string(),
  /** The cancelled request this transfer most likely meant to pay, if any. */
  cancelledPaymentId: z.uuid().nullable(),
});
export type UnmatchedTransfer = z.infer<typeof UnmatchedTransferSchema>;
export const UnmatchedTransferListSchema = z.array(UnmatchedTransferSchema);

export const AssignTransferInputSchema = z.strictObject({ transferId: z.uuid() });
export type AssignTransferInput = z.infer<typeof AssignTransferInputSchema>;

export const PaymentIdParamsSchema = z.object({ id: z.uuid() });

/** How much a merchant lets a payment fall short and still confirm (`underpaid`), in bps. */
export const PaymentSettingsSchema = z.strictObject({
  paymentToleranceBps: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(0, 'tooSmall')
    .max(PAYMENT_TOLERANCE_BPS_MAX, 'tooLarge'),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
