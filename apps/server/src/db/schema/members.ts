import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import type { AssignableRole, MerchantAuditAction, Role } from '@incasso/shared/members';
import { users } from './users.ts';

const roleList = (roles: readonly string[]) => sql.raw(roles.map((role) => `'${role}'`).join(', '));

/**
 * Who belongs to which merchant, and as what (decision note 091). A merchant is the account that
 * founded it: its row in `users` holds the plan, fees, fiscal data and display name, and every
 * merchant table's `user_id` names it. The person is any account, the founder included.
 */
export const memberships = pgTable(
  'memberships',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.userId] }),
    index('memberships_user_idx').on(table.userId),
    check(
      'memberships_role_valid',
      sql`${table.role} in (${roleList(['owner', 'manager', 'cashier', 'accountant', 'developer'])})`,
    ),
  ],
);

/**
 * Open invitations. Only the SHA-256 of the emailed token is kept; one open invitation per
 * address and merchant (inviting again replaces it). Accepted or revoked ones are deleted: the
 * merchant's audit log keeps what happened.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: EMAIL_MAX }).notNull(),
    role: text('role').$type<AssignableRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique('member_invitations_token_hash_unique'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('member_invitations_merchant_email_unique').on(table.merchantId, table.email),
    check(
      'member_invitations_role_valid',
      sql`${table.role} in (${roleList(['manager', 'cashier', 'accountant', 'developer'])})`,
    ),
  ],
);

/** A merchant's team rules; a merchant without a row has the defaults. */
export const teamSettings = pgTable('team_settings', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Members without a second factor may not act for the merchant until they set one up. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The merchant's own audit log: member changes and sensitive actions, append-only. Actor and
 * subject are kept as shown (emails) without foreign keys, so the log outlives a removed member.
 */
export const merchantAuditLog = pgTable(
  'merchant_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id'),
    actorEmail: varchar('actor_email', { length: EMAIL_MAX }),
    action: text('action').$type<MerchantAuditAction>().notNull(),
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('merchant_audit_log_merchant_idx').on(table.merchantId, table.createdAt)],
);

export type MembershipRow = typeof memberships.$inferSelect;
export type MemberInvitationRow = typeof memberInvitations.$inferSelect;
export type MerchantAuditRow = typeof merchantAuditLog.$inferSelect;
