import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnnouncementSchema } from '@incasso/shared/notifications';
import type { AnnouncementsRepository } from './announcements.repository.ts';
import { presentAnnouncement } from './announcements.presenter.ts';

/** Active announcements, newest first; public so the banner can show before sign-in too. */
export const announcementsRoutes: FastifyPluginAsyncZod<{ repo: AnnouncementsRepository }> = async (
  app,
  { repo },
) => {
  app.get(
    '/announcements',
    { schema: { response: { 200: z.array(AnnouncementSchema) } } },
    async () => (await repo.listActive()).map(presentAnnouncement),
  );
};
