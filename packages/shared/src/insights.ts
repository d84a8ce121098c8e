import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema } from './currencies';
import { AiNarrativeInputSchema, AiNarrativeSchema } from './ai';
import { FiatCurrencySchema } from './money';

// The analytics core of /dashboard/insights (issue 13): every figure is computed from the
// merchant's own payment requests, deterministically; a model may later put them in words, but
// never computes or invents one. Money is integer cents per fiat currency (never converted);
// shares and rates are basis points (10,000 = 100 %).

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 30;

export const InsightsQuerySchema = z.object({
  days: z.coerce
    .number('invalidPeriod')
    .pipe(z.literal(INSIGHT_PERIODS, 'invalidPeriod'))
    .default(DEFAULT_INSIGHT_PERIOD),
});
export type InsightsQuery = z.output<typeof InsightsQuerySchema>;

/** How many days of history the forecast learns from, and how far it looks ahead. */
export const FORECAST_BASIS_DAYS = 28;
export const FORECAST_HORIZON_DAYS = 7;

const cents = z.number().int().min(0);
const count = z.number().int().min(0);
const bps = z.number().int().min(0).max(10_000);

export const RevenueTrendSchema = z.object({
  fiatCurrency: FiatCurrencySchema,
  revenueCents: cents,
  previousRevenueCents: cents,
  count,
  previousCount: count,
  /** Revenue over count, rounded half up; null without a payment. */
  averageTicketCents: cents.nullable(),
});
export type RevenueTrend = z.infer<typeof RevenueTrendSchema>;

export const MixRowSchema = z.object({ count, shareBps: bps });
export const CoinMixRowSchema = MixRowSchema.extend({ currency: CurrencyIdSchema });
export const ChainMixRowSchema = MixRowSchema.extend({ chain: ChainIdSchema });

export const ConversionSchema = z.object({
  created: count,
  confirmed: count,
  timedOut: count,
  cancelled: count,
  open: count,
  /** Confirmed over the requests that ended (confirmed, timed out, cancelled); null if none did. */
  conversionBps: bps.nullable(),
});

export const PaymentQualitySchema = z.object({
  /** Seconds from creation to confirmation, over confirmed requests; null without one. */
  medianSecondsToConfirm: count.nullable(),
  p90SecondsToConfirm: count.nullable(),
  /** Shares of the confirmed requests paid late, short (within tolerance) or over. */
  lateBps: bps.nullable(),
  underpaidBps: bps.nullable(),
  overpaidBps: bps.nullable(),
});

export const ForecastSchema = z.object({
  fiatCurrency: FiatCurrencySchema,
  /** Expected revenue over the next FORECAST_HORIZON_DAYS, with an interval of about 95 %. */
  expectedCents: cents,
  lowCents: cents,
  highCents: cents,
});
export type Forecast = z.infer<typeof ForecastSchema>;

export const ANOMALY_KINDS = [
  'unusualAmount',
  'unusualPayer',
  'timeoutBurst',
  'conversionDrop',
] as const;
export const AnomalyKindSchema = z.enum(ANOMALY_KINDS);
export type AnomalyKind = z.infer<typeof AnomalyKindSchema>;

export const AnomalySchema = z.object({
  kind: AnomalyKindSchema,
  /** When it happened: the payment's confirmation, or the end of the window that stood out. */
  at: z.iso.datetime(),
  paymentId: z.string().nullable(),
  payerAddress: z.string().nullable(),
  fiatCurrency: FiatCurrencySchema.nullable(),
  /** The figures that make it an anomaly, named (amountCents, medianCents, count...). */
  figures: z.record(z.string(), z.number().int()),
});
export type Anomaly = z.infer<typeof AnomalySchema>;

export const InsightsSchema = z.object({
  days: z.literal(INSIGHT_PERIODS),
  timeZone: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  revenue: z.array(RevenueTrendSchema),
  coins: z.array(CoinMixRowSchema),
  chains: z.array(ChainMixRowSchema),
  conversion: ConversionSchema,
  quality: PaymentQualitySchema,
  /** Confirmed payments per hour of the day (0–23) in the merchant's time zone. */
  busiestHours: z.array(count).length(24),
  forecast: z.array(ForecastSchema),
  anomalies: z.array(AnomalySchema),
});
export type Insights = z.infer<typeof InsightsSchema>;

export const InsightsNarrativeRequestSchema = AiNarrativeInputSchema.extend({
  days: z.literal(INSIGHT_PERIODS, 'invalidPeriod'),
});
export type InsightsNarrativeRequest = z.infer<typeof InsightsNarrativeRequestSchema>;

/** A model's words over the period's figures; every number in `text` is one of them. */
export const InsightsNarrativeSchema = AiNarrativeSchema.extend({
  days: z.literal(INSIGHT_PERIODS),
});
export type InsightsNarrative = z.infer<typeof InsightsNarrativeSchema>;
