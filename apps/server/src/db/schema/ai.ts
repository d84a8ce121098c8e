import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The AI features' tables (decision note 049).

/** Tokens a user's AI requests used per UTC day, for the daily limit. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    tokens: integer('tokens').notNull().default(0),
    requests: integer('requests').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
