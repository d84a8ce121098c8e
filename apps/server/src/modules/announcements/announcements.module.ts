import { defineModule, type ModuleContext } from '../app-module.ts';
import { createAnnouncementsRepository } from './announcements.repository.ts';
import { announcementsRoutes } from './announcements.routes.ts';
import { createAnnouncementsService } from './announcements.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { AnnouncementChange, AnnouncementsService } from './announcements.service.ts';

/** The announcements the dashboard banner shows, and their management (admin module). */
export function createAnnouncementsModule(ctx: ModuleContext) {
  const repo = createAnnouncementsRepository(ctx.db);
  const announcements = createAnnouncementsService({
    repo,
    // The default namespace holds signed-in sockets only (the pay page's are in /public).
    broadcast: () => ctx.realtime.io.emit('announcements:changed'),
  });
  return defineModule({
    name: 'announcements',
    announcements,
    routes: async (api) => {
      await api.register(announcementsRoutes, { repo });
    },
  });
}
