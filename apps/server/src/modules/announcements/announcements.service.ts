import type {
  AdminAnnouncement,
  AdminAnnouncementPatch,
  AdminAnnouncementValues,
} from '@incasso/shared/admin';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { AnnouncementsRepository } from './announcements.repository.ts';
import { presentAdminAnnouncement } from './announcements.presenter.ts';

export interface AnnouncementChange {
  before: AdminAnnouncement | null;
  after: AdminAnnouncement | null;
}

const announcementNotFound = () => notFound('Announcement not found.');

/**
 * Announcements as administrators manage them. Writes run in the caller's transaction (the
 * admin module adds its audit row); `changed` tells signed-in browsers to reload the banner,
 * called once that transaction committed.
 */
export function createAnnouncementsService(deps: {
  repo: AnnouncementsRepository;
  /** Pushes `announcements:changed` to every signed-in socket. */
  broadcast(): void;
}) {
  const { repo } = deps;

  async function locked(tx: Database, id: string) {
    const row = await repo.lock(tx, id);
    if (!row) throw announcementNotFound();
    return presentAdminAnnouncement(row);
  }

  return {
    listAll: async (): Promise<AdminAnnouncement[]> =>
      (await repo.listAll()).map(presentAdminAnnouncement),

    async create(tx: Database, values: AdminAnnouncementValues): Promise<AnnouncementChange> {
      const row = await repo.insert(
        {
          title: values.title,
          content: values.content,
          audience: values.audience,
          active: values.published,
        },
        tx,
      );
      return { before: null, after: presentAdminAnnouncement(row) };
    },

    async update(
      tx: Database,
      id: string,
      patch: AdminAnnouncementPatch,
    ): Promise<AnnouncementChange> {
      const before = await locked(tx, id);
      const row = await repo.update(tx, id, patch);
      if (!row) throw announcementNotFound();
      return { before, after: presentAdminAnnouncement(row) };
    },

    async remove(tx: Database, id: string): Promise<AnnouncementChange> {
      const before = await locked(tx, id);
      await repo.remove(tx, id);
      return { before, after: null };
    },

    /**
     * Tells readers the banner may differ now. Only a signal, no content: each reader's GET
     * answers by their own plan, so a plan's announcement never reaches another plan's sockets.
     */
    changed: deps.broadcast,
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
