import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { apiKeys, type ApiKeyRow } from '#server/db/schema/developer.ts';

export function createApiKeysRepository(db: Database) {
  return {
    async insert(values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
      const [row] = await db.insert(apiKeys).values(values).returning();
      if (!row) throw new Error('api key insert returned no row');
      return row;
    },

    /** The merchant's keys still in force, newest first. */
    listActive(userId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt));
    },

    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      return row?.n ?? 0;
    },

    async findByHash(hash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.hash, hash));
      return row;
    },

    /** True when the merchant's key was in force and is now revoked. */
    /** The revoked key's name; undefined when there was none in force. */
    async revoke(userId: string, id: string, at: Date): Promise<string | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .returning({ name: apiKeys.name });
      return row?.name;
    },

    /** Every key of the merchant still in force, revoked in the caller's transaction. */
    async revokeAllOf(tx: Database, userId: string, at: Date): Promise<number> {
      const rows = await tx
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length;
    },

    /** Writes the last use at most once per `granularityMs`: a busy key is not a write per call. */
    async touch(id: string, at: Date, granularityMs: number): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, new Date(at.getTime() - granularityMs)),
            ),
          ),
        );
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
