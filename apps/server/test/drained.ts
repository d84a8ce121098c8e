import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { jsonb, pgSchema, text, uuid } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { domainEvents } from '#server/db/schema/domain-events.ts';

// The columns of pg-boss's job table that tell whether a job may still run.
const bossJobs = pgSchema('pgboss').table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  data: jsonb('data').$type<Record<string, unknown> | null>(),
});

export interface PendingJob {
  id: string;
  state: string;
  data: Record<string, unknown> | null;
}

/**
 * Jobs of `queue` that may still run: waiting, waiting for a retry, or running. None left means
 * no later delivery can come from this queue, so a test can assert "exactly once" at once
 * instead of sleeping for a duplicate that might show up.
 */
export async function pendingJobs(db: Database, queue: string): Promise<PendingJob[]> {
  return db
    .select({ id: bossJobs.id, state: sql<string>`${bossJobs.state}::text`, data: bossJobs.data })
    .from(bossJobs)
    .where(
      and(
        eq(bossJobs.name, queue),
        inArray(sql`${bossJobs.state}::text`, ['created', 'retry', 'active']),
      ),
    );
}

/** Domain events not yet handed to every listener (nor given up). */
export async function undispatchedEvents(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(domainEvents)
    .where(and(isNull(domainEvents.dispatchedAt), sql`not ${domainEvents.abandoned}`));
  return row?.count ?? 0;
}

/**
 * Resolves once every domain event is handed over and none of `queues` holds a job that may
 * still run; rejects after `timeoutMs`.
 */
export async function drained(
  db: Database,
  queues: readonly string[],
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = (await Promise.all(queues.map((queue) => pendingJobs(db, queue)))).flat();
    const events = await undispatchedEvents(db);
    if (jobs.length === 0 && events === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`not drained: ${events} events, jobs ${JSON.stringify(jobs)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
