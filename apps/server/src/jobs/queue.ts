import type { Queue } from 'pg-boss';
import type { z } from 'zod';

/**
 * A durable queue: its name, the payload's schema (checked when a job is sent and again when it
 * is handled, since rows outlive deployments) and pg-boss's retry and retention policy.
 */
export interface QueueDefinition<T> {
  name: string;
  schema: z.ZodType<T>;
  options: Omit<Queue, 'name'>;
}

export function defineQueue<T>(
  name: string,
  schema: z.ZodType<T>,
  options: Omit<Queue, 'name'> = {},
): QueueDefinition<T> {
  return { name, schema, options };
}

/** What a handler gets beside the payload: retries of one job share its id. */
export interface JobContext {
  id: string;
  retryCount: number;
}

/** Throws to retry (per the queue's policy); resolves when the job is done. */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;
