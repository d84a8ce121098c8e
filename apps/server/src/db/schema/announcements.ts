import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_AUDIENCES, type AnnouncementAudience } from '@incasso/shared/admin';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX } from '@incasso/shared/notifications';

/** What administrators announce; the dashboard banner shows the published ones of a reader's audience. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: ANNOUNCEMENT_TITLE_MAX }).notNull(),
    content: varchar('content', { length: ANNOUNCEMENT_CONTENT_MAX }).notNull(),
    /** Published: shown to its audience. Drafts are kept for the administrators only. */
    active: boolean('active').notNull().default(true),
    /** 'all', or the plan whose accounts see it. */
    audience: text('audience').$type<AnnouncementAudience>().notNull().default('all'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcements_active_idx').on(table.active, table.createdAt),
    check(
      'announcements_audience_valid',
      sql`${table.audience} in (${sql.raw(ANNOUNCEMENT_AUDIENCES.map((a) => `'${a}'`).join(', '))})`,
    ),
  ],
);
