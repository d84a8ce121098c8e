import { z } from 'zod';
import type { Jobs } from '#server/jobs/jobs.ts';
import { defineQueue } from '#server/jobs/queue.ts';
import { derivedId } from '#server/lib/derived-id.ts';

/**
 * `payments.expire`: with a payment id, times that request out if it is still unpaid at its
 * expiry (sent with `startAfter` when the request is made); without, a sweep of everything
 * overdue, every minute (partial payments at the end of their monitoring window, and any
 * request whose own job was lost).
 */
export const expireQueue = defineQueue(
  'payments.expire',
  z.object({ paymentId: z.uuid().optional() }),
  { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
);

export const EXPIRY_SWEEP_CRON = '* * * * *';

/** The job that times a new request out at its expiry; one per request, however often sent. */
export function scheduleExpiry(
  jobs: Pick<Jobs, 'send'>,
  request: { id: string; expiresAt: Date },
): Promise<unknown> {
  return jobs.send(
    expireQueue,
    { paymentId: request.id },
    { startAfter: request.expiresAt, id: derivedId('payments.expire', request.id) },
  );
}
