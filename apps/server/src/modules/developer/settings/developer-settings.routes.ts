import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeveloperSettingsSchema } from '@incasso/shared/developer';
import { requireFeature } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { DeveloperSettingsService } from './developer-settings.repository.ts';

const developer = requireFeature('developer');

export const developerSettingsRoutes: FastifyPluginAsyncZod<{
  settings: DeveloperSettingsService;
}> = async (app, { settings }) => {
  app.get(
    '/developer/settings',
    {
      config: { permission: 'developer.manage' },
      onRequest: developer,
      schema: { response: { 200: DeveloperSettingsSchema } },
    },
    async (request) => settings.get(merchantOf(request)),
  );
  app.put(
    '/developer/settings',
    {
      config: { permission: 'developer.manage' },
      onRequest: developer,
      schema: { body: DeveloperSettingsSchema, response: { 200: DeveloperSettingsSchema } },
    },
    async (request) => settings.put(merchantOf(request), request.body),
  );
};
