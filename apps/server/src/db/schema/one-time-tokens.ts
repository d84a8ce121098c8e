import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const ONE_TIME_TOKEN_PURPOSES = ['verifyEmail', 'resetPassword'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * Tokens sent by email (confirmation, password reset). Only the SHA-256 of the token is kept,
 * so the table cannot be used to forge links; a token is spent by setting `used_at`.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_tokens_user_purpose_idx').on(table.userId, table.purpose),
    check(
      'one_time_tokens_purpose_valid',
      sql`${table.purpose} in ('verifyEmail', 'resetPassword')`,
    ),
  ],
);
