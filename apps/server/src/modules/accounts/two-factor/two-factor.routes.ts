import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RecoveryCodesSchema,
  TwoFactorDisableInputSchema,
  TwoFactorEnableInputSchema,
  TwoFactorSetupSchema,
} from '@incasso/shared/accounts/two-factor';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export const twoFactorRoutes: FastifyPluginAsyncZod<{ service: TwoFactorService }> = async (
  app,
  { service },
) => {
  // Every route guesses at a secret (a code or the password): all share the per-user budget.
  const guarded = {
    onRequest: requireUser,
    preHandler: rateLimit('twoFactorPerIp', 'twoFactorPerUser'),
  };

  app.post(
    '/user/2fa/setup',
    { ...guarded, schema: { response: { 200: TwoFactorSetupSchema } } },
    async (request) => service.setup(sessionUser(request).id),
  );

  app.post(
    '/user/2fa/enable',
    {
      ...guarded,
      schema: { body: TwoFactorEnableInputSchema, response: { 200: RecoveryCodesSchema } },
    },
    async (request) => service.enable(sessionUser(request), request.body.code),
  );

  app.post(
    '/user/2fa/disable',
    { ...guarded, schema: { body: TwoFactorDisableInputSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.disable(sessionUser(request).id, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
