import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VerifyEmailInputSchema } from '@incasso/shared/account-security';
import { requireUser, sessionUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import type { EmailVerificationService } from './email-verification.service.ts';

export const emailVerificationRoutes: FastifyPluginAsyncZod<{
  service: EmailVerificationService;
}> = async (app, { service }) => {
  app.post(
    '/auth/verify-email',
    {
      preHandler: rateLimit('emailTokenPerIp'),
      schema: { body: VerifyEmailInputSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.verify(request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: requireUser,
      preHandler: rateLimit('verificationEmailPerUser'),
      schema: { response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.resend(sessionUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
