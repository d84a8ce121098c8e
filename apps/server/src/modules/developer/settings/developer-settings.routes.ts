import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeveloperSettingsSchema } from '@incasso/shared/developer';
import { requireFeature, sessionUser } from '#server/plugins/auth.ts';
import type { DeveloperSettingsService } from './developer-settings.repository.ts';

const developer = requireFeature('developer');

export const developerSettingsRoutes: FastifyPluginAsyncZod<{
  settings: DeveloperSettingsService;
}> = async (app, { settings }) => {
  app.get(
    '/developer/settings',
    { onRequest: developer, schema: { response: { 200: DeveloperSettingsSchema } } },
    async (request) => settings.get(sessionUser(request).id),
  );
  app.put(
    '/developer/settings',
    {
      onRequest: developer,
      schema: { body: DeveloperSettingsSchema, response: { 200: DeveloperSettingsSchema } },
    },
    async (request) => settings.put(sessionUser(request).id, request.body),
  );
};
