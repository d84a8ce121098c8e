import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStatsSchema } from '@incasso/shared/admin';
import type { AdminStatsReader } from './admin-stats.service.ts';

/** GET /api/admin/stats: the Dashboard. */
export const adminStatsRoutes: FastifyPluginAsyncZod<{ stats: AdminStatsReader }> = async (
  app,
  { stats },
) => {
  app.get('/admin/stats', { schema: { response: { 200: AdminStatsSchema } } }, () => stats());
};
