import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPlanListSchema,
  AdminPlanParamsSchema,
  AdminPlanUpdateSchema,
} from '@incasso/shared/admin';
import type { PlansService } from '#server/modules/plans/plans.module.ts';
import { actorOf } from '../actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';

/**
 * GET /api/admin/plans and PUT /api/admin/plans/:id: names, fees and prices of Free, Plus and
 * Premium. Paid periods keep their price; the next checkout or renewal asks the new one.
 */
export const adminPlansRoutes: FastifyPluginAsyncZod<{
  plans: Pick<PlansService, 'list' | 'update'>;
  audit: AuditLog;
}> = async (app, { plans, audit }) => {
  app.get('/admin/plans', { schema: { response: { 200: AdminPlanListSchema } } }, () =>
    plans.list(),
  );

  app.put(
    '/admin/plans/:id',
    {
      schema: {
        params: AdminPlanParamsSchema,
        body: AdminPlanUpdateSchema,
        response: { 200: AdminPlanListSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await audit.audited(actorOf(request), async (tx) => ({
        result: undefined,
        entry: {
          action: 'plan.update',
          targetType: 'plan',
          targetId: id,
          ...(await plans.update(tx, id, request.body)),
        },
      }));
      return plans.list();
    },
  );
};
