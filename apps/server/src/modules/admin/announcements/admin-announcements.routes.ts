import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAnnouncementInputSchema,
  AdminAnnouncementListSchema,
  AdminAnnouncementPatchSchema,
  AdminAnnouncementSchema,
  AdminIdParamsSchema,
} from '@incasso/shared/admin';
import { actorOf } from '../actor.ts';
import type { AdminAnnouncements } from './admin-announcements.service.ts';

/** /api/admin/announcements: create, edit, publish or withdraw (published), delete. */
export const adminAnnouncementsRoutes: FastifyPluginAsyncZod<{
  announcements: AdminAnnouncements;
}> = async (app, { announcements }) => {
  app.get(
    '/admin/announcements',
    { schema: { response: { 200: AdminAnnouncementListSchema } } },
    () => announcements.list(),
  );

  app.post(
    '/admin/announcements',
    {
      schema: { body: AdminAnnouncementInputSchema, response: { 201: AdminAnnouncementSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await announcements.create(actorOf(request), request.body)),
  );

  app.patch(
    '/admin/announcements/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: AdminAnnouncementPatchSchema,
        response: { 200: AdminAnnouncementSchema },
      },
    },
    (request) => announcements.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/announcements/:id',
    { schema: { params: AdminIdParamsSchema } },
    async (request, reply) => {
      await announcements.remove(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
