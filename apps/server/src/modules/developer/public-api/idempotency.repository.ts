import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema/developer.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export function createIdempotencyRepository(db: Database) {
  const one = (userId: string, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /** True when this request is the first with the key (it then owns the answer). */
    async claim(userId: string, key: string, requestHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, createdAt: at })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async find(userId: string, key: string): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(one(userId, key));
      return row;
    },

    async complete(userId: string, key: string, status: number, body: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(one(userId, key));
    },

    async release(userId: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(one(userId, key));
    },

    /** Forgets a key past its lifetime, so a late reuse starts afresh. */
    async expire(userId: string, key: string, before: Date): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(one(userId, key), lt(idempotencyKeys.createdAt, before)));
    },

    async deleteOlderThan(before: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
