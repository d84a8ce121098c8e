import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema, CurrencySymbolSchema } from './currencies';
import { FiatCurrencySchema } from './money';

// SPEC section 3: a transaction is date, amount, fee, status (Completed, Pending, Failed) and a
// transaction id. One exists per payment request once a payment for it was seen on-chain.

export const TRANSACTION_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;

export const TRANSACTION_PAGE_SIZE_MAX = 100;
export const TRANSACTION_SEARCH_MAX = 100;

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

export const TransactionQuerySchema = z.object({
  from: DayOrInstantSchema.optional(),
  /** Inclusive: a day means up to the end of that day. */
  to: DayOrInstantSchema.optional(),
  status: TransactionStatusSchema.optional(),
  chain: ChainIdSchema.optional(),
  currency: z.string().toLowerCase().pipe(CurrencyIdSchema).optional(),
  /** A transaction hash, or part of one, or the payment's id. */
  q: z.string().trim().max(TRANSACTION_SEARCH_MAX).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(TRANSACTION_PAGE_SIZE_MAX).default(20),
});
export type TransactionQuery = z.output<typeof TransactionQuerySchema>;

export const TransactionListSchema = z.object({
  items: z.array(TransactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionList = z.infer<typeof TransactionListSchema>;
