import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminAnnouncementPatch, AdminAnnouncementValues } from '@incasso/shared/admin';
import type { PlanId } from '@incasso/shared/plans';
import type { Database } from '#server/db/client.ts';
import { announcements } from '#server/db/schema/announcements.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The banner shows the first; a handful is plenty and keeps the public answer small. */
const PUBLISHED_LIMIT = 20;

export function createAnnouncementsRepository(db: Database) {
  return {
    /** Published announcements for everyone, plus those of the reader's plan when signed in. */
    listPublished(planId: PlanId | null): Promise<AnnouncementRow[]> {
      const audiences = planId ? ['all' as const, planId] : ['all' as const];
      return db
        .select()
        .from(announcements)
        .where(and(eq(announcements.active, true), inArray(announcements.audience, audiences)))
        .orderBy(desc(announcements.createdAt))
        .limit(PUBLISHED_LIMIT);
    },

    /** Drafts and published alike, newest first (the admin page). */
    listAll(): Promise<AnnouncementRow[]> {
      return db.select().from(announcements).orderBy(desc(announcements.createdAt));
    },

    async insert(
      values: { title: string; content: string; active?: boolean } & Partial<
        Pick<AnnouncementRow, 'audience'>
      >,
      tx: Database = db,
    ): Promise<AnnouncementRow> {
      const [row] = await tx.insert(announcements).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async lock(tx: Database, id: string): Promise<AnnouncementRow | undefined> {
      const [row] = await tx
        .select()
        .from(announcements)
        .where(eq(announcements.id, id))
        .for('update');
      return row;
    },

    async update(
      tx: Database,
      id: string,
      patch: AdminAnnouncementPatch | AdminAnnouncementValues,
    ): Promise<AnnouncementRow | undefined> {
      const { published, ...rest } = patch;
      const [row] = await tx
        .update(announcements)
        .set({
          ...rest,
          ...(published === undefined ? {} : { active: published }),
          updatedAt: new Date(),
        })
        .where(eq(announcements.id, id))
        .returning();
      return row;
    },

    async remove(tx: Database, id: string): Promise<void> {
      await tx.delete(announcements).where(eq(announcements.id, id));
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
