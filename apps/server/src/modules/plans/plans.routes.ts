import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlanSchema, planFeatures, PLAN_IDS } from '@incasso/shared/plans';
import type { PlansRepository } from './plans.repository.ts';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansRepository }> = async (
  app,
  { plans },
) => {
  app.get('/plans', { schema: { response: { 200: z.array(PlanSchema) } } }, async () => {
    const rows = await plans.list();
    return rows
      .sort((a, b) => PLAN_IDS.indexOf(a.id) - PLAN_IDS.indexOf(b.id))
      .map((row) => ({
        id: row.id,
        name: row.name,
        feeBps: row.feeBps,
        features: planFeatures(row.id),
      }));
  });
};
