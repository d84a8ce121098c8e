import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAnalyticsQuerySchema, AdminAnalyticsSchema } from '@incasso/shared/admin';
import type { PlatformAnalytics } from './platform-analytics.ts';

/** GET /api/admin/analytics?days=7|30|90: the platform's activity (DESIGN section 7). */
export const platformAnalyticsRoutes: FastifyPluginAsyncZod<{
  analytics: PlatformAnalytics;
}> = async (app, { analytics }) => {
  app.get(
    '/admin/analytics',
    {
      schema: {
        querystring: AdminAnalyticsQuerySchema,
        response: { 200: AdminAnalyticsSchema },
      },
    },
    (request) => analytics(request.query.days),
  );
};
