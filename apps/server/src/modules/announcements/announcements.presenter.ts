import type { AdminAnnouncement } from '@incasso/shared/admin';
import type { Announcement } from '@incasso/shared/notifications';
import type { AnnouncementRow } from './announcements.repository.ts';

export const presentAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** The admin page also sees drafts, the audience and the last change. */
export const presentAdminAnnouncement = (row: AnnouncementRow): AdminAnnouncement => ({
  ...presentAnnouncement(row),
  audience: row.audience,
  published: row.active,
  updatedAt: row.updatedAt.toISOString(),
});
