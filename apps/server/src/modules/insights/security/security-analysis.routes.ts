import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SecurityAnalysisSchema } from '@incasso/shared/accounts/security-analysis';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { SecurityAnalysisService } from './security-analysis.ts';

/** `GET /api/security-analysis`: the signed-in user's own risky sign-ins and anomalies. */
export const securityAnalysisRoutes: FastifyPluginAsyncZod<{
  securityAnalysis: SecurityAnalysisService;
}> = async (app, { securityAnalysis }) => {
  app.get(
    '/security-analysis',
    { onRequest: requireUser, schema: { response: { 200: SecurityAnalysisSchema } } },
    async (request) => securityAnalysis(sessionUser(request).id),
  );
};
