import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { passkeys, type NewPasskeyRow, type PasskeyRow } from '#server/db/schema/passkeys.ts';

export function createPasskeysRepository(db: Database) {
  const owned = (userId: string, id: string) =>
    and(eq(passkeys.userId, userId), eq(passkeys.id, id));
  return {
    list(userId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },

    /** The new passkey, or undefined when this credential is registered already (to anyone). */
    async insert(values: NewPasskeyRow): Promise<PasskeyRow | undefined> {
      try {
        const [row] = await db.insert(passkeys).values(values).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async rename(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.update(passkeys).set({ name }).where(owned(userId, id)).returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(owned(userId, id))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    /**
     * Records a verified use. The counter only moves forward (an authenticator that keeps none
     * reports 0 every time): false when another use got there first with the same or a later
     * count, which is what a cloned authenticator looks like.
     */
    async recordUse(
      id: string,
      use: { counter: number; backedUp: boolean },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: now })
        .where(
          and(
            eq(passkeys.id, id),
            or(
              gt(sql`${use.counter}::bigint`, passkeys.counter),
              and(eq(passkeys.counter, 0), sql`${use.counter} = 0`),
            ),
          ),
        )
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
