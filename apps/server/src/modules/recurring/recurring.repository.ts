import type { Database } from '#server/db/client.ts';
import { createPeriodsRepository } from './periods.repository.ts';
import { createSchedulesRepository } from './schedules.repository.ts';

export type { PeriodWithSchedule } from './periods.repository.ts';

/** Every query of the recurring module: its schedules and their periods. */
export function createRecurringRepository(db: Database) {
  return { ...createSchedulesRepository(db), ...createPeriodsRepository(db) };
}

export type RecurringRepository = ReturnType<typeof createRecurringRepository>;
