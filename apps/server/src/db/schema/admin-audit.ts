import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import type { AuditAction } from '@incasso/shared/admin';

/**
 * Every administrator action, append-only (a trigger in migration 0013 refuses UPDATE and
 * DELETE). The actor is kept by id and email without a foreign key: the trail outlives accounts.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorEmail: varchar('actor_email', { length: EMAIL_MAX }).notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_target_idx').on(table.targetId, table.createdAt),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
