import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarkReadResultSchema, NotificationListSchema } from '@incasso/shared/notifications';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/user/notifications',
    { preHandler: requireUser, schema: { response: { 200: NotificationListSchema } } },
    async (request) => service.list(sessionUser(request).id),
  );

  app.post(
    '/user/notifications/mark-read',
    { preHandler: requireUser, schema: { response: { 200: MarkReadResultSchema } } },
    async (request) => ({ updated: await service.markAllRead(sessionUser(request).id) }),
  );
};
