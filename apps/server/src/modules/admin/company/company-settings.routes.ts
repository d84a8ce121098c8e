import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanySettingsInputSchema, CompanySettingsSchema } from '@incasso/shared/admin';
import { actorOf } from '../actor.ts';
import type { CompanySettingsSection } from './company-settings.service.ts';

/** GET|PUT /api/admin/company-settings. */
export const companySettingsRoutes: FastifyPluginAsyncZod<{
  company: CompanySettingsSection;
}> = async (app, { company }) => {
  const response = { 200: CompanySettingsSchema };
  app.get('/admin/company-settings', { schema: { response } }, () => company.get());
  app.put(
    '/admin/company-settings',
    { schema: { body: CompanySettingsInputSchema, response } },
    (request) => company.update(actorOf(request), request.body),
  );
};
