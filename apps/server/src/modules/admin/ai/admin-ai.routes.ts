import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdParamsSchema,
  AdminUserAiSummarySchema,
  PlatformAnomalyAnalysisSchema,
} from '@incasso/shared/admin';
import { AiNarrativeInputSchema } from '@incasso/shared/ai';
import { sessionUser } from '#server/plugins/auth.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { AdminAi } from './admin-ai.ts';

/**
 * The AI analyses (decision note 051). GET gives the figures; POST (the administrator's
 * "generate") adds the model's words in the language asked for. Always 200: without a model,
 * or when it fails, the narrative says why and the figures are still there.
 */
export const adminAiRoutes: FastifyPluginAsyncZod<{ ai: AdminAi }> = async (app, { ai }) => {
  const summary = { params: AdminIdParamsSchema, response: { 200: AdminUserAiSummarySchema } };
  app.get('/admin/users/:id/ai-summary', { schema: summary }, (request) =>
    ai.userSummary(request.params.id),
  );
  app.post(
    '/admin/users/:id/ai-summary',
    {
      preHandler: rateLimit('aiPromptsPerUser'),
      schema: { ...summary, body: AiNarrativeInputSchema },
    },
    (request) =>
      ai.writeUserSummary(sessionUser(request).id, request.params.id, request.body.language),
  );

  const anomalies = { response: { 200: PlatformAnomalyAnalysisSchema } };
  app.get('/admin/anomalies', { schema: anomalies }, () => ai.anomalies());
  app.post(
    '/admin/anomalies',
    {
      preHandler: rateLimit('aiPromptsPerUser'),
      schema: { ...anomalies, body: AiNarrativeInputSchema },
    },
    (request) => ai.writeAnomalies(sessionUser(request).id, request.body.language),
  );
};
