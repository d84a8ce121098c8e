import { z } from 'zod';
import { defineQueue } from '#server/jobs/queue.ts';

/**
 * `payments.fold-insight-quarters`: every ten minutes, the deltas the payment triggers wrote
 * since are folded into one row per quarter (decision note 102), so an insights view reads
 * about one row per quarter and group however often its requests changed.
 */
export const foldInsightQuartersQueue = defineQueue(
  'payments.fold-insight-quarters',
  z.object({}),
  { retryLimit: 3, retryDelay: 30, expireInSeconds: 600 },
);

export const FOLD_INSIGHT_QUARTERS_CRON = '*/10 * * * *';
