import { job } from '../reactions.ts';
import { RUN_CRON, recurringRunQueue, type RecurringRuns } from './recurring-runs.ts';

/** `recurring.run`: the periods that are due get their request, reminder and notice. */
export const recurringJobs = (runs: Pick<RecurringRuns, 'run'>) => [
  job(recurringRunQueue, () => runs.run(), { cron: RUN_CRON, data: {} }),
];
