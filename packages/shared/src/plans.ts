import { z } from 'zod';

// SPEC sections 1 and 6: a free plan, Plus (transactions, recurring payments, invoicing, POS,
// AI insights) and Premium (all of those plus export, developer settings and the public API).
// SPEC names no fees and no prices; these are the defaults the plans table is seeded with on
// first start (an admin may change a plan's fee, prices and features later; a user's
// customFeeBps overrides the fee). Fees are basis points: 100 bps = 1.00 % of a payment. Prices are integer euro cents,
// paid in crypto through Incasso itself (decision note 042).

export const PLAN_IDS = ['free', 'plus', 'premium'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

/** What a plan may unlock; routes and screens gate on these, never on the plan's id. */
export const PLAN_FEATURES = [
  'transactions',
  'export',
  'subscriptions',
  'invoicing',
  'pos',
  'insights',
  'developer',
] as const;
export const PlanFeatureSchema = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof PlanFeatureSchema>;

/** 10,000 bps = 100 %: the most a fee (plan or per-user override) may be. */
export const FEE_BPS_MAX = 10_000;
export const FeeBpsSchema = z.number().int().min(0).max(FEE_BPS_MAX);

export const PLAN_NAME_MAX = 50;

/** A paid plan runs for a month or a year from its payment. */
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export const BillingIntervalSchema = z.enum(BILLING_INTERVALS);
export type BillingInterval = z.infer<typeof BillingIntervalSchema>;

/** Plans are priced in euro; a payer picks the coin on the pay page. */
export const PLAN_PRICE_CURRENCY = 'EUR' as const;
/** 1,000,000.00 €: far above any plan, and keeps sums of prices exact in a JS number. */
export const PLAN_PRICE_MAX_CENTS = 100_000_000;
export const PlanPriceCentsSchema = z.number().int().min(0).max(PLAN_PRICE_MAX_CENTS);

export interface PlanPrices {
  monthlyCents: number;
  yearlyCents: number;
}

interface PlanDefinition {
  name: string;
  defaultFeeBps: number;
  /** A year costs ten months: two months free for paying ahead. */
  defaultPrices: PlanPrices;
  defaultFeatures: readonly PlanFeature[];
  /** How many people may be members of one merchant on the plan; null: no limit (issue 23). */
  defaultMemberLimit: number | null;
}

const PAID_FEATURES = ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'] as const;

export const PLANS: Readonly<Record<PlanId, PlanDefinition>> = {
  free: {
    name: 'Free',
    defaultFeeBps: 100,
    defaultPrices: { monthlyCents: 0, yearlyCents: 0 },
    defaultFeatures: [],
    defaultMemberLimit: 1,
  },
  plus: {
    name: 'Plus',
    defaultFeeBps: 75,
    defaultPrices: { monthlyCents: 900, yearlyCents: 9_000 },
    defaultFeatures: PAID_FEATURES,
    defaultMemberLimit: 3,
  },
  premium: {
    name: 'Premium',
    defaultFeeBps: 50,
    defaultPrices: { monthlyCents: 2_900, yearlyCents: 29_000 },
    defaultFeatures: [...PAID_FEATURES, 'export', 'developer'],
    defaultMemberLimit: null,
  },
};

export const PAID_PLAN_IDS = ['plus', 'premium'] as const;
export const PaidPlanIdSchema = z.enum(PAID_PLAN_IDS);
export type PaidPlanId = z.infer<typeof PaidPlanIdSchema>;

export function planPriceCents(prices: PlanPrices, interval: BillingInterval): number {
  return interval === 'monthly' ? prices.monthlyCents : prices.yearlyCents;
}

/** Plans in ascending order of price: moving up is an upgrade. */
const PLAN_RANK: Readonly<Record<PlanId, number>> = { free: 0, plus: 1, premium: 2 };

/** Whether moving from `from` to `to` goes up (an upgrade, which starts at once). */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return PLAN_RANK[to] > PLAN_RANK[from];
}

/** A plan's features as stored: known ones only, each once, in PLAN_FEATURES order. */
export function normalizeFeatures(features: readonly string[]): PlanFeature[] {
  return PLAN_FEATURES.filter((feature) => features.includes(feature));
}

/** SPEC section 5: an empty override means the plan's fee applies. */
export function effectiveFeeBps(planFeeBps: number, customFeeBps: number | null): number {
  return customFeeBps ?? planFeeBps;
}

export const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string(),
  feeBps: FeeBpsSchema,
  /** Integer cents in PLAN_PRICE_CURRENCY; 0 for the free plan. */
  monthlyCents: PlanPriceCentsSchema,
  yearlyCents: PlanPriceCentsSchema,
  currency: z.literal(PLAN_PRICE_CURRENCY),
  features: z.array(PlanFeatureSchema),
  /** Members one merchant may have, the owner included; null: no limit. */
  memberLimit: z.number().int().min(1).nullable(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListSchema = z.array(PlanSchema);
