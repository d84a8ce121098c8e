import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Notification } from '@incasso/shared/notifications';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    params: jsonb('params').$type<Notification['params']>().notNull().default({}),
    text: text('text').notNull(),
    icon: text('icon').notNull(),
    color: text('color').$type<Notification['color']>().notNull(),
    read: boolean('read').notNull().default(false),
    /** The domain event that caused it: the same event handed over twice notifies once. */
    sourceEventId: uuid('source_event_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);
