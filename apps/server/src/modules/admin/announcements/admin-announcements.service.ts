import type {
  AdminAnnouncement,
  AdminAnnouncementPatch,
  AdminAnnouncementValues,
} from '@incasso/shared/admin';
import type {
  AnnouncementChange,
  AnnouncementsService,
} from '#server/modules/announcements/announcements.module.ts';
import type { Database } from '#server/db/client.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';

/**
 * The Announcements section: each change audited in its transaction; once it committed,
 * signed-in browsers are told to reload the banner (a published, edited or withdrawn one).
 */
export function createAdminAnnouncements(deps: {
  audit: AuditLog;
  announcements: AnnouncementsService;
}) {
  const { audit, announcements } = deps;

  async function change(
    actor: Actor,
    action: 'announcement.create' | 'announcement.update' | 'announcement.delete',
    run: (tx: Database) => Promise<AnnouncementChange>,
  ): Promise<AnnouncementChange> {
    const result = await audit.audited(actor, async (tx) => {
      const done = await run(tx);
      const targetId = done.after?.id ?? done.before?.id ?? '';
      return { result: done, entry: { action, targetType: 'announcement', targetId, ...done } };
    });
    // Drafts are invisible to readers: only a change to or from a published one is news.
    if (result.before?.published || result.after?.published) announcements.changed();
    return result;
  }

  return {
    list: announcements.listAll,

    async create(actor: Actor, values: AdminAnnouncementValues): Promise<AdminAnnouncement> {
      const { after } = await change(actor, 'announcement.create', (tx) =>
        announcements.create(tx, values),
      );
      if (!after) throw new Error('a created announcement has no row');
      return after;
    },

    async update(actor: Actor, id: string, patch: AdminAnnouncementPatch) {
      const { after } = await change(actor, 'announcement.update', (tx) =>
        announcements.update(tx, id, patch),
      );
      if (!after) throw new Error('an updated announcement has no row');
      return after;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await change(actor, 'announcement.delete', (tx) => announcements.remove(tx, id));
    },
  };
}

export type AdminAnnouncements = ReturnType<typeof createAdminAnnouncements>;
