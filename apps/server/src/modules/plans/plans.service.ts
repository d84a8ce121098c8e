import {
  planFeatures,
  planPriceCents,
  PLAN_IDS,
  PLAN_PRICE_CURRENCY,
  type BillingInterval,
  type Plan,
  type PlanId,
} from '@incasso/shared/plans';
import type { PlansRepository } from './plans.repository.ts';

export interface PlanTerms {
  id: PlanId;
  name: string;
  feeBps: number;
  monthlyCents: number;
  yearlyCents: number;
}

/** The plans, their fees and prices (an admin may change those; the names and features are fixed). */
export function createPlansService(repo: PlansRepository) {
  async function terms(): Promise<PlanTerms[]> {
    const rows = await repo.list();
    return rows
      .map(({ id, name, feeBps, monthlyCents, yearlyCents }) => ({
        id,
        name,
        feeBps,
        monthlyCents,
        yearlyCents,
      }))
      .sort((a, b) => PLAN_IDS.indexOf(a.id) - PLAN_IDS.indexOf(b.id));
  }
  async function find(id: PlanId): Promise<PlanTerms> {
    const plan = (await terms()).find((row) => row.id === id);
    if (!plan) throw new Error(`plan ${id} is missing: the plans were not seeded`);
    return plan;
  }
  return {
    async list(): Promise<Plan[]> {
      return (await terms()).map((row) => ({
        ...row,
        currency: PLAN_PRICE_CURRENCY,
        features: planFeatures(row.id),
      }));
    },
    find,
    /** The price in euro cents of `interval` of the plan, as it is now. */
    async price(id: PlanId, interval: BillingInterval): Promise<number> {
      return planPriceCents(await find(id), interval);
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
