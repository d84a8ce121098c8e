import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AiStatusSchema } from '@incasso/shared/ai';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { AiRunner } from './ai-runner.ts';

/** `GET /api/ai/status`: whether a model is configured, and the user's tokens left today. */
export const aiRoutes: FastifyPluginAsyncZod<{ runner: AiRunner }> = async (app, { runner }) => {
  app.get(
    '/ai/status',
    { onRequest: requireUser, schema: { response: { 200: AiStatusSchema } } },
    async (request) => runner.status(sessionUser(request).id),
  );
};
