import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAiStatusSchema } from '@incasso/shared/admin';
import type { AdminAi } from './admin-ai.ts';

/** GET /api/admin/ai: which AI analyses this server offers (none before the AI issue). */
export const adminAiRoutes: FastifyPluginAsyncZod<{ ai: AdminAi }> = async (app, { ai }) => {
  app.get('/admin/ai', { schema: { response: { 200: AdminAiStatusSchema } } }, () => ai.status());
};
