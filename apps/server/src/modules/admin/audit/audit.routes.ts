import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListSchema, AuditQuerySchema } from '@incasso/shared/admin';
import type { AuditLog } from './audit-log.ts';

/** GET /api/admin/audit: the trail, newest first, filtered by action, actor or target. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  app.get(
    '/admin/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } } },
    async (request) => audit.list(request.query),
  );
};
