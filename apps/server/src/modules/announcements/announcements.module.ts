import { defineModule, type ModuleContext } from '../app-module.ts';
import { createAnnouncementsRepository } from './announcements.repository.ts';
import { announcementsRoutes } from './announcements.routes.ts';

/** The announcements the dashboard banner shows. */
export function createAnnouncementsModule(ctx: ModuleContext) {
  const repo = createAnnouncementsRepository(ctx.db);
  return defineModule({
    name: 'announcements',
    routes: async (api) => {
      await api.register(announcementsRoutes, { repo });
    },
  });
}
