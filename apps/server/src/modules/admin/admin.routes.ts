import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, sessionUser } from '#server/plugins/auth.ts';

const AdminSessionSchema = z.object({ id: z.uuid(), email: z.string() });

/** Everything under /api/admin needs an administrator (SPEC: 'Administrator privileges required.'). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get(
    '/admin/session',
    { schema: { response: { 200: AdminSessionSchema } } },
    async (request) => {
      const { id, email } = sessionUser(request);
      return { id, email };
    },
  );
};
