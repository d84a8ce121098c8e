import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  EMAIL_MAX,
  type LoginOutcome,
  type LoginRiskFactor,
  type RiskAction,
  type RiskLevel,
  type SignInMethod,
} from '@incasso/shared/accounts/auth';
import { users } from './users.ts';

/**
 * Every login attempt, known account or not: the login risk engine counts failures from it in
 * sliding windows, and the security page lists a user's own attempts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the email belongs to no account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: EMAIL_MAX }).notNull(),
    ip: text('ip').notNull(),
    /** The /24 (IPv4) or /48 (IPv6) the address belongs to. */
    ipNetwork: text('ip_network').notNull(),
    deviceFingerprint: text('device_fingerprint').notNull(),
    userAgent: text('user_agent').notNull(),
    success: boolean('success').notNull(),
    outcome: text('outcome').$type<LoginOutcome>().notNull(),
    /** What the attempt signed in with; the latest success tells whether an account is passwordless. */
    method: text('method').$type<SignInMethod>().notNull().default('password'),
    riskScore: integer('risk_score').notNull(),
    riskLevel: text('risk_level').$type<RiskLevel>().notNull(),
    action: text('action').$type<RiskAction>().notNull(),
    reason: text('reason').notNull(),
    /** The reason as data, for the security analysis in the reader's language (issue 13). */
    riskFactors: jsonb('risk_factors').$type<LoginRiskFactor[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_created_idx').on(table.email, table.createdAt),
    index('login_attempts_ip_created_idx').on(table.ip, table.createdAt),
    index('login_attempts_user_created_idx').on(table.userId, table.createdAt),
    check('login_attempts_risk_score_range', sql`${table.riskScore} between 0 and 100`),
    check('login_attempts_method_valid', sql`${table.method} in ('password', 'passkey')`),
  ],
);

export type LoginAttemptRow = typeof loginAttempts.$inferSelect;
export type NewLoginAttemptRow = typeof loginAttempts.$inferInsert;
