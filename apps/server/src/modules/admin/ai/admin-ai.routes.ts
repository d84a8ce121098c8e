import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParamsSchema } from '@incasso/shared/admin';
import type { AdminAi } from './admin-ai.ts';

/** POST /api/admin/users/:id/ai-summary and POST /api/admin/anomalies (DESIGN section 7). */
export const adminAiRoutes: FastifyPluginAsyncZod<{ ai: AdminAi }> = async (app, { ai }) => {
  app.post('/admin/users/:id/ai-summary', { schema: { params: AdminIdParamsSchema } }, (request) =>
    ai.summarizeUser(request.params.id),
  );
  app.post('/admin/anomalies', () => ai.analyzeAnomalies());
};
