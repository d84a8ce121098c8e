import { job } from '../reactions.ts';
import { EXPIRY_SWEEP_CRON, expireQueue } from './expiry/expiry-jobs.ts';
import {
  FOLD_INSIGHT_QUARTERS_CRON,
  foldInsightQuartersQueue,
} from './history/insight-quarters-jobs.ts';

/**
 * `payments.expire`: one job per request at its expiry, and a sweep each minute of whatever is
 * overdue (partial payments at the end of their window, a request whose own job was lost).
 * `payments.fold-insight-quarters`: the insight sums' deltas folded every ten minutes.
 */
export const paymentsJobs = (
  expireDue: (paymentId?: string) => Promise<unknown>,
  foldInsightQuarters: () => Promise<unknown>,
) => [
  job(
    expireQueue,
    async ({ paymentId }) => {
      await expireDue(paymentId);
    },
    { cron: EXPIRY_SWEEP_CRON, data: {} },
  ),
  job(
    foldInsightQuartersQueue,
    async () => {
      await foldInsightQuarters();
    },
    { cron: FOLD_INSIGHT_QUARTERS_CRON, data: {} },
  ),
];
