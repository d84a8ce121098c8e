import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, sessionUser } from '#server/plugins/auth.ts';

const AdminSessionSchema = z.object({ id: z.uuid(), email: z.string() });

/** GET /api/admin/session: who the administrator is. */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/session',
    { schema: { response: { 200: AdminSessionSchema } } },
    async (request) => {
      const { id, email } = sessionUser(request);
      return { id, email };
    },
  );
};

/**
 * Everything under /api/admin needs an administrator (SPEC: 'Administrator privileges
 * required.'). Checked on request, before the input is validated: a signed-out or merchant
 * caller learns nothing about the routes' input rules.
 */
export function guardAdmin(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.addHook('onRequest', requireAdmin);
}
