import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Instance-wide values that every process must share, such as the generated session secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
