import { z } from 'zod';
import { FiatCurrencySchema } from './money';

// The dashboard home's revenue trend (SPEC sections 2 and 9): Completed transactions, per fiat
// currency (never converted), per day in the merchant's time zone, over 7 or 30 days.

export const REVENUE_PERIODS = [7, 30] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export const DEFAULT_REVENUE_PERIOD: RevenuePeriod = 7;

const RevenuePeriodSchema = z.literal(REVENUE_PERIODS, 'invalidPeriod');

export const RevenueQuerySchema = z.object({
  days: z.coerce.number('invalidPeriod').pipe(RevenuePeriodSchema).default(DEFAULT_REVENUE_PERIOD),
});
export type RevenueQuery = z.output<typeof RevenueQuerySchema>;

/** Sums of Completed transactions (a sum may pass one request's cap, so no upper bound). */
const RevenueFiguresSchema = z.object({
  revenueCents: z.number().int().min(0),
  feeCents: z.number().int().min(0),
  count: z.number().int().min(0),
});

export const RevenueDaySchema = RevenueFiguresSchema.extend({
  /** The merchant's calendar day, 'YYYY-MM-DD'. */
  day: z.iso.date(),
});
export type RevenueDay = z.infer<typeof RevenueDaySchema>;

export const RevenueSeriesSchema = RevenueFiguresSchema.extend({
  fiatCurrency: FiatCurrencySchema,
  /** Every day of the period, oldest first, zeros included. */
  days: z.array(RevenueDaySchema),
});
export type RevenueSeries = z.infer<typeof RevenueSeriesSchema>;

export const RevenueStatsSchema = z.object({
  days: RevenuePeriodSchema,
  /** The zone the days were counted in: the merchant's, or UTC while they have none. */
  timeZone: z.string(),
  /** First and last day of the period; the last is today in that zone. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** One per fiat currency (EUR, USD), whether or not it earned anything. */
  series: z.array(RevenueSeriesSchema),
  /** When the merchant's first payment was seen (any status, ever); null before any. */
  firstPaymentAt: z.iso.datetime().nullable(),
});
export type RevenueStats = z.infer<typeof RevenueStatsSchema>;
