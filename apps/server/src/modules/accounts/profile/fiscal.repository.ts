import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { fiscalProfiles } from '#server/db/schema/fiscal-profiles.ts';

export type FiscalProfileValues = Omit<typeof fiscalProfiles.$inferInsert, 'updatedAt'>;

export function createFiscalRepository(db: Database) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(fiscalProfiles).where(eq(fiscalProfiles.userId, userId));
      return row;
    },

    /** One row per user: the new data replaces the old, fields of the other type included. */
    async save(values: FiscalProfileValues, now: Date) {
      const [row] = await db
        .insert(fiscalProfiles)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({ target: fiscalProfiles.userId, set: { ...values, updatedAt: now } })
        .returning();
      if (!row) throw new Error('fiscal profile upsert returned no row');
      return row;
    },
  };
}

export type FiscalRepository = ReturnType<typeof createFiscalRepository>;
