import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema, CurrencySymbolSchema } from './currencies';
import { FiatCurrencySchema, parseFiatAmount } from './money';
import { FIAT_AMOUNT_KEYS, PaymentRequestSchema, PaymentSourceSchema } from './payments';
import { LineItemSchema } from './pos';

// SPEC section 3: a transaction is date, amount, fee, status (Completed, Pending, Failed) and a
// transaction id. One exists per payment request once a payment for it was seen on-chain.

export const TRANSACTION_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;

export const TRANSACTION_PAGE_SIZE_MAX = 100;
export const TRANSACTION_PAGE_SIZE_DEFAULT = 20;
export const TRANSACTION_SEARCH_MAX = 100;

/** Newest first unless told otherwise; amount means the fiat value at payment time. */
export const TRANSACTION_SORTS = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const;
export const TransactionSortSchema = z.enum(TRANSACTION_SORTS);
export type TransactionSort = z.infer<typeof TransactionSortSchema>;

export const TransactionSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  /** When the payment was first seen on-chain. */
  date: z.string(),
  fiatAmount: z.string(),
  fiatCents: z.number().int(),
  fiatCurrency: FiatCurrencySchema,
  fee: z.string(),
  feeCents: z.number().int(),
  /** What arrived, in the currency's decimals ('25.5'). */
  cryptoAmount: z.string(),
  currency: CurrencyIdSchema,
  symbol: CurrencySymbolSchema,
  chain: ChainIdSchema,
  status: TransactionStatusSchema,
  txHash: z.string().nullable(),
  /** The transaction on the chain's public explorer; null where none shows it (a demo chain). */
  explorerUrl: z.string().nullable(),
  /** The merchant's order id given with the request, if any. */
  orderId: z.string().nullable(),
  /** The sender of the transfer `txHash` names (the latest credited one). */
  payerAddress: z.string().nullable(),
  /** `pos` for a sale at the till. */
  source: PaymentSourceSchema,
  /**
   * The member who made the request or rang up the sale (their email, issue 23); null for the
   * API, recurring payments and what was made before teams.
   */
  createdBy: z.string().nullable(),
  /** What confirmed refunds gave back: cents at the payment's rate, and in the coin ('10'). */
  refundedCents: z.number().int(),
  refundedAmount: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** The years a date filter may name; beyond them a database has no such day (year 0000). */
export const DATE_FILTER_YEARS = { min: 1970, max: 9999 } as const;

/**
 * A day ('2026-03-01', the whole day) or an instant (ISO 8601 with offset), in years a
 * database can hold (`invalidDate` otherwise).
 */
export const DayOrInstantSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], 'invalidDate')
  .refine((text) => {
    const year = new Date(text).getUTCFullYear();
    return year >= DATE_FILTER_YEARS.min && year <= DATE_FILTER_YEARS.max;
  }, 'invalidDate');

/** The last instant a database timestamp holds in a four-digit year: the end of 9999. */
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * Where a range given by `DayOrInstantSchema` texts starts (inclusive) or ends (exclusive):
 * a day means the whole day in UTC, an instant itself.
 */
export function rangeBound(text: string, side: 'start' | 'end'): Date {
  const date = new Date(text);
  const isDay = text.length === 10;
  if (side === 'end') date.setTime(date.getTime() + (isDay ? 86_400_000 : 1));
  // The day after 31 December 9999 would be year 10000, which no timestamp column takes.
  return new Date(Math.min(date.getTime(), LAST_INSTANT));
}

/** A fiat bound ('10', '10.50', '10,50') in cents; zero is a valid lower bound. */
export const FiatBoundSchema = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const parsed = parseFiatAmount(value);
    if (parsed.ok) return parsed.cents;
    ctx.issues.push({ code: 'custom', message: FIAT_AMOUNT_KEYS[parsed.error], input: value });
    return z.NEVER;
  });

const filterShape = {
  from: DayOrInstantSchema.optional(),
  /** Inclusive: a day means up to the end of that day. */
  to: DayOrInstantSchema.optional(),
  status: TransactionStatusSchema.optional(),
  chain: ChainIdSchema.optional(),
  currency: z.string().toLowerCase().pipe(CurrencyIdSchema).optional(),
  /** Only amounts priced in this fiat currency, which makes `min` and `max` one scale. */
  fiat: z.string().toUpperCase().pipe(FiatCurrencySchema).optional(),
  /** Fiat value at payment time, inclusive. */
  min: FiatBoundSchema.optional(),
  max: FiatBoundSchema.optional(),
  /** Part of a transaction hash, an order id or a payer address, or a payment's id. */
  q: z.string().trim().max(TRANSACTION_SEARCH_MAX).optional(),
  sort: TransactionSortSchema.default('date_desc'),
};

type RangeInput = { from?: string; to?: string; min?: number; max?: number };

/** An empty range is a mistake in the request, not a question whose answer is "nothing". */
function refineRanges(value: RangeInput, ctx: z.RefinementCtx) {
  if (value.from && value.to && rangeBound(value.from, 'start') >= rangeBound(value.to, 'end')) {
    ctx.addIssue({ code: 'custom', message: 'invalidRange', path: ['to'], input: value.to });
  }
  if (value.min !== undefined && value.max !== undefined && value.min > value.max) {
    ctx.addIssue({ code: 'custom', message: 'invalidRange', path: ['max'], input: value.max });
  }
}

export const TransactionFiltersSchema = z.object(filterShape).superRefine(refineRanges);
export type TransactionFiltersInput = z.input<typeof TransactionFiltersSchema>;
export type TransactionFilters = z.output<typeof TransactionFiltersSchema>;

export const TransactionQuerySchema = z
  .object({
    ...filterShape,
    cursor: z.string().max(200).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(TRANSACTION_PAGE_SIZE_MAX)
      .default(TRANSACTION_PAGE_SIZE_DEFAULT),
  })
  .superRefine(refineRanges);
export type TransactionQuery = z.output<typeof TransactionQuerySchema>;

/**
 * `csv`: RFC 4180 (',', decimal point, ISO 8601 UTC dates), for scripts and any spreadsheet;
 * `excel-it`: what Excel in Italian opens as columns (';', decimal comma, local dates).
 */
export const TRANSACTION_EXPORT_FORMATS = ['csv', 'excel-it'] as const;
export type TransactionExportFormat = (typeof TRANSACTION_EXPORT_FORMATS)[number];

export const TransactionExportQuerySchema = z
  .object({ ...filterShape, format: z.enum(TRANSACTION_EXPORT_FORMATS) })
  .superRefine(refineRanges);
export type TransactionExportQuery = z.output<typeof TransactionExportQuerySchema>;

export const TransactionListSchema = z.object({
  items: z.array(TransactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionList = z.infer<typeof TransactionListSchema>;

/** The payment request a transaction paid, as the detail drawer shows it. */
export const PaidRequestSchema = PaymentRequestSchema.pick({
  id: true,
  status: true,
  orderId: true,
  amount: true,
  symbol: true,
  paidAmount: true,
  fiatAmount: true,
  fiatCents: true,
  fiatCurrency: true,
  confirmations: true,
  requiredConfirmations: true,
  createdAt: true,
  expiresAt: true,
  payUrl: true,
  flags: true,
});
export type PaidRequest = z.infer<typeof PaidRequestSchema>;

export const TransactionDetailSchema = z.object({
  transaction: TransactionSchema,
  /** The transaction on the chain's block explorer; null until a hash is known. */
  explorerUrl: z.string().nullable(),
  request: PaidRequestSchema,
  /** A POS sale's cart, in order; empty for other requests. */
  lineItems: z.array(LineItemSchema),
});
export type TransactionDetail = z.infer<typeof TransactionDetailSchema>;

export const TransactionParamsSchema = z.object({ id: z.uuid() });

/**
 * `ledger:changed`, pushed to the merchant's sockets whenever a ledger row is recorded or
 * changes (issue 19): what shows revenue, sales or an invoice's payment is fetched again.
 */
export const LedgerChangeSchema = z.object({
  transactionId: z.uuid(),
  paymentId: z.uuid(),
  status: TransactionStatusSchema,
});
export type LedgerChange = z.infer<typeof LedgerChangeSchema>;
