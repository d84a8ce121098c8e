import { z } from 'zod';
import { ChainIdSchema } from '@incasso/shared/chains';
import { CurrencyIdSchema } from '@incasso/shared/currencies';
import { PaymentStatusSchema } from '@incasso/shared/events';
import { FiatCurrencySchema } from '@incasso/shared/money';
import type { Window } from './windows.ts';

// What the analytics core reads of a merchant's history: sums and counts grouped by the
// database (decision note 086), never the payments themselves. Every figure of `Insights` is
// arithmetic over these groups, so a view costs the same at 300,000 payments as at 300.

/** The windows the sums are about; every one is [from, to) and inside `history`. */
export interface InsightSumsQuery {
  /**
   * All the figures read (twice the period, every baseline): requests created in it, and
   * requests confirmed in it (decision note 102).
   */
  history: Window;
  current: Window;
  previous: Window;
  /** Conversion of the last week against the four weeks before it. */
  recent: Window;
  baseline: Window;
  /** The days the revenue forecast learns from. */
  forecast: Window;
  burstMinutes: number;
  burstCountMin: number;
  amountBaselineMin: number;
  /** The latest this many confirmed amounts of the history, per fiat currency, are the baseline. */
  amountBaselineMax: number;
  /**
   * Confirmed payments of the window whose distance from the median, times 100, exceeds this
   * many MADs come back as candidates; the core keeps those whose exact score is an outlier.
   */
  amountScoreFloor: number;
}

const count = z.number().int().min(0);
const cents = z.number().int().min(0);

export const InsightSumsSchema = z.object({
  /**
   * Confirmed in the current window (`current`) or the previous one, per fiat currency, coin
   * and chain: how many, their sum, and how many were paid late, short or over.
   */
  paid: z.array(
    z.object({
      fiatCurrency: FiatCurrencySchema,
      currency: CurrencyIdSchema.nullable(),
      chain: ChainIdSchema,
      current: z.boolean(),
      count,
      cents,
      late: count,
      underpaid: count,
      overpaid: count,
    }),
  ),
  /** Requests created in the current, recent and baseline windows, per status. */
  created: z.array(
    z.object({ status: PaymentStatusSchema, current: count, recent: count, baseline: count }),
  ),
  /** Timed-out requests per whole day back from the history's end. */
  timeoutsByDay: z.array(z.object({ daysAgo: count, count })),
  /**
   * Confirmed in the current window per quarter of an hour (its start): the core puts them on
   * the merchant's clock with the zone rules of everything else it shows, as every zone's
   * offset is a whole number of quarters.
   */
  quarterHours: z.array(z.object({ quarter: z.coerce.date(), count })),
  /** Revenue confirmed in the forecast window per fiat currency and whole day back. */
  forecastDays: z.array(z.object({ fiatCurrency: FiatCurrencySchema, daysAgo: count, cents })),
  /** Nearest-rank median and 90th percentile of whole seconds to confirm, current window. */
  confirmSeconds: z.tuple([count, count]).nullable(),
  /**
   * The amounts confirmed in the history, at most `amountBaselineMax` latest per fiat currency:
   * how many, median and MAD.
   */
  amounts: z.array(
    z.object({ fiatCurrency: FiatCurrencySchema, count, medianCents: cents, madCents: cents }),
  ),
  amountCandidates: z.array(
    z.object({
      id: z.string(),
      fiatCurrency: FiatCurrencySchema,
      fiatCents: cents,
      confirmedAt: z.coerce.date(),
      payerAddress: z.string().nullable(),
    }),
  ),
  /**
   * Per payer (first transfer's sender, lower case) whose payments confirmed in the current
   * window reach `burstCountMin` within `burstMinutes`: the most, and when they were first
   * reached.
   */
  payerBursts: z.array(z.object({ payerAddress: z.string(), count, at: z.coerce.date() })),
});
export type InsightSums = z.infer<typeof InsightSumsSchema>;
