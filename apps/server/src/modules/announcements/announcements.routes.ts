import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnnouncementSchema } from '@incasso/shared/notifications';
import type { AnnouncementsRepository } from './announcements.repository.ts';
import { presentAnnouncement } from './announcements.presenter.ts';

/**
 * Published announcements, newest first. Public so the banner can show before sign-in too: a
 * signed-out reader gets those for everyone, a signed-in one also those of their plan.
 */
export const announcementsRoutes: FastifyPluginAsyncZod<{ repo: AnnouncementsRepository }> = async (
  app,
  { repo },
) => {
  app.get(
    '/announcements',
    { schema: { response: { 200: z.array(AnnouncementSchema) } } },
    async (request, reply) => {
      const user = await app.sessionAuth.authenticateRequest(request, reply);
      return (await repo.listPublished(user?.planId ?? null)).map(presentAnnouncement);
    },
  );
};
