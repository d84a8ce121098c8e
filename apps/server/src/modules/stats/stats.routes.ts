import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RevenueQuerySchema, RevenueStatsSchema } from '@incasso/shared/stats';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { StatsService } from './stats.service.ts';

/** `GET /api/stats/revenue?days=7|30`: every plan (the dashboard home, SPEC section 2). */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  app.get(
    '/stats/revenue',
    {
      onRequest: requireUser,
      schema: { querystring: RevenueQuerySchema, response: { 200: RevenueStatsSchema } },
    },
    async (request) => stats.revenue(sessionUser(request).id, request.query.days),
  );
};
