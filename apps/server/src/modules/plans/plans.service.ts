import {
  normalizeFeatures,
  planPriceCents,
  PLAN_IDS,
  PLAN_PRICE_CURRENCY,
  type BillingInterval,
  type Plan,
  type PlanFeature,
  type PlanId,
} from '@incasso/shared/plans';
import type { Database } from '#server/db/client.ts';
import type { PlanRow } from '#server/db/schema/plans.ts';
import type { PlansRepository } from './plans.repository.ts';

export interface PlanTerms {
  id: PlanId;
  name: string;
  feeBps: number;
  monthlyCents: number;
  yearlyCents: number;
  features: PlanFeature[];
  /** Members one merchant may have; null: no limit. */
  memberLimit: number | null;
}

const termsOf = (row: PlanRow): PlanTerms => ({
  id: row.id,
  name: row.name,
  feeBps: row.feeBps,
  monthlyCents: row.monthlyCents,
  yearlyCents: row.yearlyCents,
  features: normalizeFeatures(row.features),
  memberLimit: row.memberLimit,
});

/** The plans: names, fees, prices and the features they unlock (an admin may change all four). */
export function createPlansService(repo: PlansRepository) {
  async function terms(): Promise<PlanTerms[]> {
    const rows = await repo.list();
    return rows.map(termsOf).sort((a, b) => PLAN_IDS.indexOf(a.id) - PLAN_IDS.indexOf(b.id));
  }
  async function find(id: PlanId): Promise<PlanTerms> {
    const plan = (await terms()).find((row) => row.id === id);
    if (!plan) throw new Error(`plan ${id} is missing: the plans were not seeded`);
    return plan;
  }
  return {
    async list(): Promise<Plan[]> {
      return (await terms()).map((row) => ({ ...row, currency: PLAN_PRICE_CURRENCY }));
    },
    find,
    /**
     * An administrator's change, in their transaction. Paid periods keep the price they were
     * bought at (subscription_periods.value_cents); the next checkout or renewal asks the new one.
     * Features apply to every subscriber from their next request.
     */
    async update(
      tx: Database,
      id: PlanId,
      values: Omit<PlanTerms, 'id' | 'memberLimit'> & { memberLimit?: number | null },
    ): Promise<{ before: PlanTerms; after: PlanTerms }> {
      const before = await repo.lock(tx, id);
      const after = await repo.update(tx, id, {
        ...values,
        features: normalizeFeatures(values.features),
      });
      if (!before || !after) throw new Error(`plan ${id} is missing: the plans were not seeded`);
      return { before: termsOf(before), after: termsOf(after) };
    },
    /** The price in euro cents of `interval` of the plan, as it is now. */
    async price(id: PlanId, interval: BillingInterval): Promise<number> {
      return planPriceCents(await find(id), interval);
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
