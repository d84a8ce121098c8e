import type { AuditAction, AuditList, AuditQuery } from '@incasso/shared/admin';
import type { Database } from '#server/db/client.ts';
import type { AuditRepository } from './audit.repository.ts';

/** Who acts: the signed-in administrator and the address the request came from. */
export interface Actor {
  id: string;
  email: string;
  ip: string;
}

export interface AuditEntryInput {
  action: AuditAction;
  targetType: 'user' | 'plan' | 'announcement' | 'company' | 'payment';
  targetId: string;
  before: object | null;
  after: object | null;
}

/**
 * Runs an administrator's change and its audit row in one transaction: both commit or
 * neither does, so the trail never misses a change nor records one that did not happen.
 * `change` must query through `tx` only: on PGlite the transaction holds the one connection.
 */
export function createAuditLog(deps: { db: Database; repo: AuditRepository }) {
  const { db, repo } = deps;
  /** The audit row, in the transaction `tx` of the change it records. */
  const record = (tx: Database, actor: Actor, entry: AuditEntryInput) =>
    repo.insert(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      ip: actor.ip,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
    });
  return {
    record,

    async audited<T>(
      actor: Actor,
      change: (tx: Database) => Promise<{ result: T; entry: AuditEntryInput }>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const { result, entry } = await change(tx);
        await record(tx, actor, entry);
        return result;
      });
    },

    async list(query: AuditQuery): Promise<AuditList> {
      const { rows, total } = await repo.list(query);
      return {
        items: rows.map((row) => ({
          id: row.id,
          actorId: row.actorId,
          actorEmail: row.actorEmail,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          before: row.before ?? null,
          after: row.after ?? null,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
