import { z } from 'zod';

// SPEC sections 1 and 6: a free plan, Plus (transactions, recurring payments, invoicing, POS,
// AI insights) and Premium (all of those plus developer settings and the public API). SPEC
// names no fees; these are the defaults the plans table is seeded with on first start (an admin
// may change a plan's fee later; a user's customFeeBps overrides it). Fees are basis points:
// 100 bps = 1.00 % of a payment.

export const PLAN_IDS = ['free', 'plus', 'premium'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

export const PLAN_FEATURES = [
  'transactions',
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

interface PlanDefinition {
  name: string;
  defaultFeeBps: number;
  features: readonly PlanFeature[];
}

const PAID_FEATURES = ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'] as const;

export const PLANS: Readonly<Record<PlanId, PlanDefinition>> = {
  free: { name: 'Free', defaultFeeBps: 100, features: [] },
  plus: { name: 'Plus', defaultFeeBps: 75, features: PAID_FEATURES },
  premium: { name: 'Premium', defaultFeeBps: 50, features: [...PAID_FEATURES, 'developer'] },
};

/** Plans in ascending order: a plan includes everything of the plans before it. */
const PLAN_RANK: Readonly<Record<PlanId, number>> = { free: 0, plus: 1, premium: 2 };

export function planIncludes(planId: PlanId, required: PlanId): boolean {
  return PLAN_RANK[planId] >= PLAN_RANK[required];
}

export function planFeatures(planId: PlanId): PlanFeature[] {
  return [...PLANS[planId].features];
}

export function planHasFeature(planId: PlanId, feature: PlanFeature): boolean {
  return PLANS[planId].features.includes(feature);
}

/** SPEC section 5: an empty override means the plan's fee applies. */
export function effectiveFeeBps(planFeeBps: number, customFeeBps: number | null): number {
  return customFeeBps ?? planFeeBps;
}

export const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string(),
  feeBps: FeeBpsSchema,
  features: z.array(PlanFeatureSchema),
});
export type Plan = z.infer<typeof PlanSchema>;
