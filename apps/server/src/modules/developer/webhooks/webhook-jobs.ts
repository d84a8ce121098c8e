import { z } from 'zod';
import { defineQueue } from '#server/jobs/queue.ts';

/**
 * `webhook.deliver`: with a delivery id, one attempt of it; without, a sweep (every minute) of
 * deliveries due whose job a crash lost or whose endpoint was turned back on. pg-boss retries a
 * job only when its worker died mid-attempt; failed HTTP attempts schedule their own next job.
 */
export const deliverQueue = defineQueue(
  'webhook.deliver',
  z.object({ deliveryId: z.uuid().optional() }),
  { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 90 },
);

/** `developer.prune`: daily, idempotency keys past 24 hours and webhook logs past 30 days. */
export const pruneQueue = defineQueue('developer.prune', z.object({}), {
  retryLimit: 3,
  retryDelay: 60,
});

export const SWEEP_CRON = '* * * * *';
export const PRUNE_CRON = '17 3 * * *';
