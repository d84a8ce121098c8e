import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlanListSchema } from '@incasso/shared/plans';
import type { PlansService } from './plans.service.ts';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (
  app,
  { plans },
) => {
  app.get('/plans', { schema: { response: { 200: PlanListSchema } } }, async () => plans.list());
};
