import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserProfile } from '@incasso/shared/accounts/auth';
import { VerifyEmailInputSchema, VerifyEmailResultSchema } from '@incasso/shared/accounts/recovery';
import type { UserRow } from '#server/db/schema/users.ts';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import { clientInfo, type ClientInfo } from '../auth/client-info.ts';
import type { EmailVerificationService } from './email-verification.service.ts';

export const emailVerificationRoutes: FastifyPluginAsyncZod<{
  service: EmailVerificationService;
  /** The first sign-in of an account the link activated: returns its session token. */
  welcome(user: UserRow, client: ClientInfo): Promise<string>;
  getProfile(userId: string): Promise<UserProfile>;
}> = async (app, { service, welcome, getProfile }) => {
  app.post(
    '/auth/verify-email',
    {
      preHandler: rateLimit('emailTokenPerIp'),
      schema: { body: VerifyEmailInputSchema, response: { 200: VerifyEmailResultSchema } },
    },
    async (request, reply) => {
      const activated = await service.verify(request.body.token);
      if (!activated) return { user: null };
      // Only a new account signs in by its link: no second factor can exist on it yet.
      app.sessionAuth.setSessionCookie(reply, await welcome(activated, clientInfo(request)));
      return { user: await getProfile(activated.id) };
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
