import type { Notification } from '@incasso/shared/notifications';
import type { NotificationRow } from './notifications.repository.ts';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  key: row.key,
  params: row.params,
  text: row.text,
  icon: row.icon,
  color: row.color,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});
