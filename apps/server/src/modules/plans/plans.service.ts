import { planFeatures, PLAN_IDS, type Plan, type PlanId } from '@incasso/shared/plans';
import type { PlansRepository } from './plans.repository.ts';

export interface PlanTerms {
  id: PlanId;
  name: string;
  feeBps: number;
}

/** The plans and their fees (an admin may change a fee; the names and features are fixed). */
export function createPlansService(repo: PlansRepository) {
  async function terms(): Promise<PlanTerms[]> {
    const rows = await repo.list();
    return rows.sort((a, b) => PLAN_IDS.indexOf(a.id) - PLAN_IDS.indexOf(b.id));
  }
  return {
    async list(): Promise<Plan[]> {
      return (await terms()).map((row) => ({ ...row, features: planFeatures(row.id) }));
    },
    async find(id: PlanId): Promise<PlanTerms> {
      const plan = (await terms()).find((row) => row.id === id);
      if (!plan) throw new Error(`plan ${id} is missing: the plans were not seeded`);
      return plan;
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
