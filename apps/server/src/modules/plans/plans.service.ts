import {
  planFeatures,
  planPriceCents,
  PLAN_IDS,
  PLAN_PRICE_CURRENCY,
  type BillingInterval,
  type Plan,
  type PlanId,
} from '@incasso/shared/plans';
import type { Database } from '#server/db/client.ts';
import type { PlansRepository } from './plans.repository.ts';

export interface PlanTerms {
  id: PlanId;
  name: string;
  feeBps: number;
  monthlyCents: number;
  yearlyCents: number;
}

/**
 * The plans, their names, fees and prices (an admin may change those; the features follow the
 * plan's rank in code, since routes gate on it).
 */
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
    /**
     * An administrator's change, in their transaction. Paid periods keep the price they were
     * bought at (subscription_periods.value_cents); the next checkout or renewal asks the new one.
     */
    async update(
      tx: Database,
      id: PlanId,
      values: Omit<PlanTerms, 'id'>,
    ): Promise<{ before: PlanTerms; after: PlanTerms }> {
      const before = await repo.lock(tx, id);
      const after = await repo.update(tx, id, values);
      if (!before || !after) throw new Error(`plan ${id} is missing: the plans were not seeded`);
      const terms = (row: typeof before): PlanTerms => ({
        id: row.id,
        name: row.name,
        feeBps: row.feeBps,
        monthlyCents: row.monthlyCents,
        yearlyCents: row.yearlyCents,
      });
      return { before: terms(before), after: terms(after) };
    },
    /** The price in euro cents of `interval` of the plan, as it is now. */
    async price(id: PlanId, interval: BillingInterval): Promise<number> {
      return planPriceCents(await find(id), interval);
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
