import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { announcements } from '#server/db/schema/announcements.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

export function createAnnouncementsRepository(db: Database) {
  return {
    listActive(): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(eq(announcements.active, true))
        .orderBy(desc(announcements.createdAt))
        .limit(20);
    },
    async insert(values: {
      title: string;
      content: string;
      active?: boolean;
    }): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
