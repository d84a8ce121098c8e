import type { Notification } from '@incasso/shared/notifications';
import {
  NOTIFICATION_CATALOGUE,
  renderNotificationText,
  type NotificationKey,
  type NotificationParams,
} from './notification-catalogue.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

export interface NotificationsDeps {
  repo: NotificationsRepository;
  /** Pushes to the user's open sockets; a user who is offline reads it from the list later. */
  push(userId: string, notification: Notification): void;
}

export function createNotificationsService({ repo, push }: NotificationsDeps) {
  return {
    /**
     * Stored first, then pushed: nothing announced is ever missing from the list. With a
     * `sourceEventId`, an event handed over again (at-least-once) notifies only once.
     */
    async notify(
      userId: string,
      key: NotificationKey,
      params: NotificationParams = {},
      options: { sourceEventId?: string } = {},
    ): Promise<Notification | undefined> {
      const template = NOTIFICATION_CATALOGUE[key];
      const row = await repo.insert({
        userId,
        key,
        params,
        text: renderNotificationText(key, params),
        icon: template.icon,
        color: template.color,
        sourceEventId: options.sourceEventId ?? null,
      });
      if (!row) return undefined;
      const notification = presentNotification(row);
      push(userId, notification);
      return notification;
    },
    async list(userId: string): Promise<Notification[]> {
      return (await repo.listForUser(userId)).map(presentNotification);
    },
    markAllRead: (userId: string) => repo.markAllRead(userId),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
