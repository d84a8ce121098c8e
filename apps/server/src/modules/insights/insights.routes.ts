import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InsightsNarrativeRequestSchema,
  InsightsNarrativeSchema,
  InsightsQuerySchema,
  InsightsSchema,
} from '@incasso/shared/insights';
import { requireFeature } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { InsightsNarrator } from './insights-narrative.ts';
import type { InsightsService } from './insights.service.ts';

/**
 * `GET /api/insights?days=7|30|90`: the merchant's analytics, for plans with insights;
 * `POST /api/insights/narrative`: the same figures in words, when a model is configured.
 */
export const insightsRoutes: FastifyPluginAsyncZod<{
  insights: InsightsService;
  narrate: InsightsNarrator;
}> = async (app, { insights, narrate }) => {
  app.post(
    '/insights/narrative',
    {
      config: { permission: 'stats.read' },
      onRequest: requireFeature('insights'),
      preHandler: rateLimit('aiPromptsPerUser'),
      schema: {
        body: InsightsNarrativeRequestSchema,
        response: { 200: InsightsNarrativeSchema },
      },
    },
    async (request) => narrate(merchantOf(request), request.body),
  );

  app.get(
    '/insights',
    {
      config: { permission: 'stats.read' },
      onRequest: requireFeature('insights'),
      schema: { querystring: InsightsQuerySchema, response: { 200: InsightsSchema } },
    },
    async (request) => insights.insights(merchantOf(request), request.query.days),
  );
};
