import type { ScheduleRow } from '#server/db/schema/recurring.ts';
import { isPastEnd, periodTimes } from './period-calendar.ts';
import { calendarOf } from './recurring.presenter.ts';
import type { RecurringRepository } from './recurring.repository.ts';

/** A schedule left off for years opens at most this many periods at once. */
const PERIODS_PER_CLAIM = 60;

/**
 * Claims the schedule's periods due by `at`, one after the other (the sweep's request step then
 * asks the payer for each), and completes the schedule once past its end. A claim another
 * sweep made first stops it: that sweep opens what follows.
 */
export async function claimDuePeriods(
  repo: Pick<RecurringRepository, 'openPeriod' | 'complete'>,
  schedule: ScheduleRow,
  at: Date,
): Promise<void> {
  const calendar = calendarOf(schedule);
  for (let index = schedule.nextIndex; index < schedule.nextIndex + PERIODS_PER_CLAIM; index++) {
    if (isPastEnd(calendar, index)) {
      await repo.complete(schedule.id);
      return;
    }
    const times = periodTimes(calendar, index);
    if (times.dueAt > at) return;
    if (!(await repo.openPeriod(schedule, index, times))) return;
  }
}
