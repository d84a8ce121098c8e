import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlanSchema } from '@incasso/shared/plans';
import type { PlansService } from './plans.service.ts';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (
  app,
  { plans },
) => {
  app.get('/plans', { schema: { response: { 200: z.array(PlanSchema) } } }, async () =>
    plans.list(),
  );
};
