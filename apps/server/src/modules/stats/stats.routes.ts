import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RevenueQuerySchema, RevenueStatsSchema } from '@incasso/shared/stats';
import { requireUser } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { StatsService } from './stats.service.ts';

/** `GET /api/stats/revenue?days=7|30`: every plan (the dashboard home, SPEC section 2). */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  app.get(
    '/stats/revenue',
    {
      config: { permission: 'stats.read' },
      onRequest: requireUser,
      schema: { querystring: RevenueQuerySchema, response: { 200: RevenueStatsSchema } },
    },
    async (request) => stats.revenue(merchantOf(request), request.query.days),
  );
};
