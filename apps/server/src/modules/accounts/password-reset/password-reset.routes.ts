import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordInputSchema,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordInputSchema,
  MessageResultSchema,
  RESET_PASSWORD_MESSAGE,
  ResetPasswordInputSchema,
} from '@incasso/shared/accounts/recovery';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { PasswordService } from './password-reset.service.ts';

export const passwordRoutes: FastifyPluginAsyncZod<{ service: PasswordService }> = async (
  app,
  { service },
) => {
  app.post(
    '/auth/forgot-password',
    {
      preHandler: rateLimit('forgotPasswordPerIp', 'forgotPasswordPerEmail'),
      schema: { body: ForgotPasswordInputSchema, response: { 202: MessageResultSchema } },
    },
    async (request, reply) => {
      await service.requestReset(request.body.email);
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: rateLimit('emailTokenPerIp'),
      schema: { body: ResetPasswordInputSchema, response: { 200: MessageResultSchema } },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { message: RESET_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/user/password',
    {
      onRequest: requireUser,
      preHandler: rateLimit('passwordChangePerUser'),
      schema: { body: ChangePasswordInputSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.changePassword(sessionUser(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
