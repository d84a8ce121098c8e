import { z } from 'zod';
import { defineQueue } from '#server/jobs/queue.ts';
import { job } from '../reactions.ts';
import type { InvoiceRuns } from './invoice-runs.ts';

/** `invoices.overdue`: every hour, sent invoices past their due date become overdue. */
export const invoicesOverdueQueue = defineQueue('invoices.overdue', z.object({}), {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
});

// Every hour: a due date that passes (at midnight UTC) while the server runs is overdue within
// the hour; a run missed while the server was down is caught up by the next.
const OVERDUE_CRON = '5 * * * *';

/** The queues the invoicing module works (decision note 067). */
export const invoicesJobs = (runs: InvoiceRuns) => [
  job(
    invoicesOverdueQueue,
    async () => {
      await runs.markOverdue();
    },
    { cron: OVERDUE_CRON, data: {} },
  ),
];
