import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@incasso/shared/admin';
import type { Database } from '#server/db/client.ts';
import { adminAuditLog, type AdminAuditRow } from '#server/db/schema/admin-audit.ts';

/** The audit trail's queries: insert and read, nothing else (the table is append-only). */
export function createAuditRepository(db: Database) {
  return {
    async insert(tx: Database, values: typeof adminAuditLog.$inferInsert): Promise<void> {
      await tx.insert(adminAuditLog).values(values);
    },

    async list(query: AuditQuery): Promise<{ rows: AdminAuditRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
      if (query.actorId) conditions.push(eq(adminAuditLog.actorId, query.actorId));
      if (query.targetId) conditions.push(eq(adminAuditLog.targetId, query.targetId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(adminAuditLog)
          .where(where)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(adminAuditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
