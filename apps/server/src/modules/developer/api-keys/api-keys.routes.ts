import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyListSchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
  IdParamsSchema,
} from '@incasso/shared/developer';
import { requireFeature } from '#server/plugins/auth.ts';
import { noteAudit } from '#server/plugins/merchant-audit.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const developer = requireFeature('developer');

/** `/api/developer/keys`: the merchant's API keys (Premium). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ keys: ApiKeysService }> = async (
  app,
  { keys },
) => {
  app.get(
    '/developer/keys',
    {
      config: { permission: 'developer.manage' },
      onRequest: developer,
      schema: { response: { 200: ApiKeyListSchema } },
    },
    async (request) => keys.list(merchantOf(request)),
  );

  app.post(
    '/developer/keys',
    {
      config: { permission: 'developer.manage', audit: ['apiKey.created'] },
      onRequest: developer,
      schema: { body: CreateApiKeyInputSchema, response: { 201: CreatedApiKeySchema } },
    },
    async (request, reply) => {
      const created = await keys.create(merchantOf(request), request.body);
      noteAudit(request, 'apiKey.created', created.name, { scopes: created.scopes.join(', ') });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/developer/keys/:id',
    {
      config: { permission: 'developer.manage', audit: ['apiKey.revoked'] },
      onRequest: developer,
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      const name = await keys.revoke(merchantOf(request), request.params.id);
      noteAudit(request, 'apiKey.revoked', name);
      return reply.status(204).send();
    },
  );
};
