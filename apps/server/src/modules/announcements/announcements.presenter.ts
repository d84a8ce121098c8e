import type { Announcement } from '@incasso/shared/notifications';
import type { AnnouncementRow } from './announcements.repository.ts';

export const presentAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});
