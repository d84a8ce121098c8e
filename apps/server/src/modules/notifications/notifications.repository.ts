import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

const LIST_LIMIT = 50;

export function createNotificationsRepository(db: Database) {
  return {
    /** The new row; undefined when its source event already made one. */
    async insert(values: NewNotification): Promise<NotificationRow | undefined> {
      const [row] = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: notifications.sourceEventId })
        .returning();
      return row;
    },
    listForUser(userId: string): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
        .limit(LIST_LIMIT);
    },
    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
