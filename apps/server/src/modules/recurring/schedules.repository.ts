import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  recurringSchedules,
  type NewScheduleRow,
  type ScheduleRow,
} from '#server/db/schema/recurring.ts';

const LIST_LIMIT = 500;
/** Schedules read at a time by the sweep, which pages through all of them. */
const SWEEP_BATCH = 200;

/** Every query of the schedules table. */
export function createSchedulesRepository(db: Database) {
  return {
    async insertSchedule(values: NewScheduleRow): Promise<ScheduleRow> {
      const [row] = await db.insert(recurringSchedules).values(values).returning();
      if (!row) throw new Error('schedule insert returned no row');
      return row;
    },

    listSchedules(userId: string): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(recurringSchedules)
        .where(eq(recurringSchedules.userId, userId))
        .orderBy(desc(recurringSchedules.createdAt))
        .limit(LIST_LIMIT);
    },

    async findOwned(userId: string, id: string): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .select()
        .from(recurringSchedules)
        .where(and(eq(recurringSchedules.id, id), eq(recurringSchedules.userId, userId)));
      return row;
    },

    /** Changes the merchant's schedule if it is still in one of `from` (a status guard). */
    async update(
      userId: string,
      id: string,
      changes: Partial<NewScheduleRow>,
      from: ScheduleRow['status'][],
    ): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .update(recurringSchedules)
        .set({ ...changes, updatedAt: new Date() })
        .where(
          and(
            eq(recurringSchedules.id, id),
            eq(recurringSchedules.userId, userId),
            inArray(recurringSchedules.status, from),
          ),
        )
        .returning();
      return row;
    },

    /** Active schedules with a wallet, a page at a time by id (`afterId` the last one seen). */
    activeSchedules(afterId?: string): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(recurringSchedules)
        .where(
          and(
            eq(recurringSchedules.status, 'active'),
            isNotNull(recurringSchedules.walletId),
            afterId ? gt(recurringSchedules.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(recurringSchedules.id))
        .limit(SWEEP_BATCH);
    },

    /** Moves the schedule on to period `index` without opening those before it. */
    skipTo(schedule: ScheduleRow, index: number): Promise<unknown> {
      return db
        .update(recurringSchedules)
        .set({ nextIndex: index })
        .where(
          and(
            eq(recurringSchedules.id, schedule.id),
            eq(recurringSchedules.nextIndex, schedule.nextIndex),
          ),
        );
    },

    complete(id: string): Promise<unknown> {
      return db
        .update(recurringSchedules)
        .set({ status: 'completed', updatedAt: new Date() })
        .where(and(eq(recurringSchedules.id, id), eq(recurringSchedules.status, 'active')));
    },
  };
}
