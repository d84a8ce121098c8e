import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InsightsQuerySchema, InsightsSchema } from '@incasso/shared/insights';
import { requireFeature, sessionUser } from '#server/plugins/auth.ts';
import type { InsightsService } from './insights.service.ts';

/** `GET /api/insights?days=7|30|90`: the merchant's analytics, for plans with insights. */
export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (
  app,
  { insights },
) => {
  app.get(
    '/insights',
    {
      onRequest: requireFeature('insights'),
      schema: { querystring: InsightsQuerySchema, response: { 200: InsightsSchema } },
    },
    async (request) => insights.insights(sessionUser(request).id, request.query.days),
  );
};
