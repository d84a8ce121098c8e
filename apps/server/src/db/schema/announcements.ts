import { boolean, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX } from '@incasso/shared/notifications';

export const announcements = pgTable('announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: varchar('title', { length: ANNOUNCEMENT_TITLE_MAX }).notNull(),
  content: varchar('content', { length: ANNOUNCEMENT_CONTENT_MAX }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
