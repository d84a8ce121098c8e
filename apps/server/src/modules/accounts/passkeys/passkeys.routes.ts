import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PasskeyCreationOptionsSchema,
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeySchema,
  RegisterPasskeyInputSchema,
  RemovePasskeyInputSchema,
  RenamePasskeyInputSchema,
} from '@incasso/shared/accounts/passkeys';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import { clientInfo } from '../auth/client-info.ts';
import type { PasskeysService } from './passkeys.service.ts';

/** The Security page's passkeys. */
export const passkeysRoutes: FastifyPluginAsyncZod<{ service: PasskeysService }> = async (
  app,
  { service },
) => {
  const writes = { onRequest: requireUser, preHandler: rateLimit('passkeysPerUser') };

  app.get(
    '/user/passkeys',
    { onRequest: requireUser, schema: { response: { 200: PasskeyListSchema } } },
    async (request) => service.list(sessionUser(request).id),
  );

  app.post(
    '/user/passkeys/options',
    { ...writes, schema: { response: { 200: PasskeyCreationOptionsSchema } } },
    async (request) => service.registrationOptions(sessionUser(request).id),
  );

  app.post(
    '/user/passkeys',
    { ...writes, schema: { body: RegisterPasskeyInputSchema, response: { 201: PasskeySchema } } },
    async (request, reply) => {
      const { userAgent } = clientInfo(request);
      const passkey = await service.register(sessionUser(request).id, request.body, userAgent);
      return reply.status(201).send(passkey);
    },
  );

  app.patch(
    '/user/passkeys/:id',
    {
      ...writes,
      schema: {
        params: PasskeyIdParamsSchema,
        body: RenamePasskeyInputSchema,
        response: { 200: PasskeySchema },
      },
    },
    async (request) =>
      service.rename(sessionUser(request).id, request.params.id, request.body.name),
  );

  app.delete(
    '/user/passkeys/:id',
    {
      ...writes,
      schema: {
        params: PasskeyIdParamsSchema,
        body: RemovePasskeyInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(sessionUser(request).id, request.params.id, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
