import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  recurringPeriods,
  recurringSchedules,
  type PeriodRow,
  type ScheduleRow,
} from '#server/db/schema/recurring.ts';
import type { ScheduleTotals } from '@incasso/shared/recurring';
import type { PeriodTimes } from './period-calendar.ts';

/** Periods read at a time; requests and checks beyond it wait for the next sweep. */
const SWEEP_BATCH = 200;

export interface PeriodWithSchedule {
  period: PeriodRow;
  schedule: ScheduleRow;
}

const EMPTY_TOTALS: ScheduleTotals = { paidCount: 0, missedCount: 0, openCount: 0, paidCents: 0 };

/** Every query of the periods table (joined to their schedules where the sweep needs both). */
export function createPeriodsRepository(db: Database) {
  const withSchedule = () =>
    db
      .select({ period: recurringPeriods, schedule: recurringSchedules })
      .from(recurringPeriods)
      .innerJoin(recurringSchedules, eq(recurringSchedules.id, recurringPeriods.scheduleId));

  return {
    async totals(scheduleIds: string[]): Promise<Map<string, ScheduleTotals>> {
      const totals = new Map(scheduleIds.map((id) => [id, { ...EMPTY_TOTALS }]));
      if (scheduleIds.length === 0) return totals;
      const rows = await db
        .select({
          scheduleId: recurringPeriods.scheduleId,
          status: recurringPeriods.status,
          count: sql<number>`count(*)::int`,
          cents: sql<string>`coalesce(sum(${recurringPeriods.amountCents}), 0)::text`,
        })
        .from(recurringPeriods)
        .where(inArray(recurringPeriods.scheduleId, scheduleIds))
        .groupBy(recurringPeriods.scheduleId, recurringPeriods.status);
      for (const row of rows) {
        const total = totals.get(row.scheduleId);
        if (!total) continue;
        if (row.status === 'paid') {
          total.paidCount = row.count;
          total.paidCents = Number(row.cents);
        } else if (row.status === 'missed') total.missedCount = row.count;
        else total.openCount = row.count;
      }
      return totals;
    },

    periods(scheduleId: string): Promise<PeriodRow[]> {
      return db
        .select()
        .from(recurringPeriods)
        .where(eq(recurringPeriods.scheduleId, scheduleId))
        .orderBy(desc(recurringPeriods.periodIndex));
    },

    /**
     * Claims period `index` and moves the schedule past it, together. The unique (schedule,
     * index) pair makes a second claim, by a retry or another process, insert nothing.
     */
    openPeriod(schedule: ScheduleRow, index: number, times: PeriodTimes): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(recurringSchedules)
          .set({ nextIndex: index + 1 })
          .where(
            and(eq(recurringSchedules.id, schedule.id), eq(recurringSchedules.nextIndex, index)),
          )
          .returning({ id: recurringSchedules.id });
        if (moved.length === 0) return false;
        const inserted = await tx
          .insert(recurringPeriods)
          .values({
            scheduleId: schedule.id,
            periodIndex: index,
            ...times,
            amountCents: schedule.amountCents,
            currency: schedule.currency,
          })
          .onConflictDoNothing()
          .returning({ id: recurringPeriods.id });
        return inserted.length > 0;
      });
    },

    /** Claimed periods whose request is not made yet (new, or a run stopped half-way). */
    awaitingRequest(): Promise<PeriodWithSchedule[]> {
      return withSchedule()
        .where(and(eq(recurringPeriods.status, 'open'), isNull(recurringPeriods.paymentId)))
        .limit(SWEEP_BATCH);
    },

    /**
     * Open periods with a request whose window has closed by `at`, or closes by `remindFrom`
     * and whose payer was not reminded yet: the sweep's checks, oldest window first.
     */
    openToCheck(at: Date, remindFrom: Date): Promise<PeriodWithSchedule[]> {
      return withSchedule()
        .where(
          and(
            eq(recurringPeriods.status, 'open'),
            isNotNull(recurringPeriods.paymentId),
            or(
              lte(recurringPeriods.windowEndsAt, at),
              and(
                isNull(recurringPeriods.remindedAt),
                lte(recurringPeriods.windowEndsAt, remindFrom),
              ),
            ),
          ),
        )
        .orderBy(asc(recurringPeriods.windowEndsAt))
        .limit(SWEEP_BATCH);
    },

    /** Holds a period without a request for one process until `until`; false if held. */
    async leaseRequest(periodId: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(recurringPeriods)
        .set({ requestLeaseUntil: until })
        .where(
          and(
            eq(recurringPeriods.id, periodId),
            isNull(recurringPeriods.paymentId),
            or(
              isNull(recurringPeriods.requestLeaseUntil),
              lt(recurringPeriods.requestLeaseUntil, new Date()),
            ),
          ),
        )
        .returning({ id: recurringPeriods.id });
      return rows.length > 0;
    },

    /** Links the request to its period once; false if the period already has one. */
    async linkPayment(periodId: string, paymentId: string): Promise<boolean> {
      const rows = await db
        .update(recurringPeriods)
        .set({ paymentId, requestLeaseUntil: null })
        .where(and(eq(recurringPeriods.id, periodId), isNull(recurringPeriods.paymentId)))
        .returning({ id: recurringPeriods.id });
      return rows.length > 0;
    },

    async markReminded(periodId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recurringPeriods)
        .set({ remindedAt: at })
        .where(and(eq(recurringPeriods.id, periodId), isNull(recurringPeriods.remindedAt)))
        .returning({ id: recurringPeriods.id });
      return rows.length > 0;
    },

    /** Open → missed, once: the caller notifies only when this returns true. */
    async markMissed(periodId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recurringPeriods)
        .set({ status: 'missed', missedAt: at })
        .where(and(eq(recurringPeriods.id, periodId), eq(recurringPeriods.status, 'open')))
        .returning({ id: recurringPeriods.id });
      return rows.length > 0;
    },

    /**
     * A reorg took back the confirmation that paid the period: it is unpaid again, missed if it
     * was before a late payment, else open for the sweep to decide as for any open period
     * (paid once confirmed again, missed once its window closed).
     */
    reopenPaid(paymentId: string): Promise<unknown> {
      return db
        .update(recurringPeriods)
        .set({
          status: sql`case when ${recurringPeriods.missedAt} is null then 'open' else 'missed' end`,
          paidAt: null,
        })
        .where(and(eq(recurringPeriods.paymentId, paymentId), eq(recurringPeriods.status, 'paid')));
    },

    /** What the schedule a period's request belongs to says it is for, for its pay page. */
    async descriptionOfPayment(userId: string, paymentId: string): Promise<string | null> {
      const [row] = await db
        .select({ description: recurringSchedules.description })
        .from(recurringPeriods)
        .innerJoin(recurringSchedules, eq(recurringSchedules.id, recurringPeriods.scheduleId))
        .where(
          and(eq(recurringPeriods.paymentId, paymentId), eq(recurringSchedules.userId, userId)),
        );
      return row?.description ?? null;
    },

    /** A confirmed request pays its period, also one already marked missed (a late payment). */
    markPaid(paymentId: string, at: Date): Promise<unknown> {
      return db
        .update(recurringPeriods)
        .set({ status: 'paid', paidAt: at })
        .where(and(eq(recurringPeriods.paymentId, paymentId), isNull(recurringPeriods.paidAt)));
    },
  };
}
