import {
  PgBoss,
  type Clock,
  type ConstructorOptions,
  type Job,
  type JobResult,
  type SendOptions,
} from 'pg-boss';
import type { DatabaseHandle } from '#server/db/client.ts';
import { pgliteBossDatabase } from './boss-database.ts';
import type { JobHandler, QueueDefinition } from './queue.ts';

export interface JobsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobsOptions {
  database: DatabaseHandle;
  log: JobsLog;
  /** `web` only sends; `worker` and `all` also run the handlers and pg-boss's maintenance. */
  role: 'web' | 'worker' | 'all';
  /** How often an idle worker looks for jobs sent by other processes (pg-boss's minimum: 0.5). */
  pollingIntervalSeconds?: number;
  /** A controllable clock for tests (pg-boss `TestClock`); the system clock otherwise. */
  clock?: Clock;
}

export interface QueueDepth {
  queue: string;
  /** Waiting to run, deferred ones included. */
  queued: number;
  active: number;
  /** Failed for good and still kept (pg-boss's retention). */
  failed: number;
}

const STOP_TIMEOUT_MS = 10_000;
/** Jobs fetched and run together by one worker. */
const BATCH_SIZE = 10;

/** The constructor options of one pg-boss on the app's own database. */
function bossOptions(options: JobsOptions): ConstructorOptions {
  const background = options.role !== 'web';
  const common: ConstructorOptions = {
    supervise: background,
    schedule: background,
    migrate: true,
    ...(options.clock && { clock: options.clock }),
  };
  const { database } = options;
  if (database.pglite) {
    return { ...common, backend: 'pglite', db: pgliteBossDatabase(database.pglite) };
  }
  if (!database.url) throw new Error('the job queue needs PGlite or a PostgreSQL URL');
  return { ...common, connectionString: database.url, max: 4 };
}

/**
 * Durable jobs (DESIGN section 10) with pg-boss on the app's own database. Modules `register`
 * their queues and handlers while the app is built; `start` creates the queues and, in the
 * processes that do background work, starts the workers. A job sent in this process wakes its
 * worker at once; jobs sent elsewhere are found by polling.
 */
export function createJobs(options: JobsOptions) {
  const boss = new PgBoss(bossOptions(options));
  const runsHandlers = options.role !== 'web';
  const queues = new Map<string, QueueDefinition<unknown>>();
  const handlers = new Map<string, JobHandler<unknown>>();
  const workerIds = new Map<string, string>();
  const schedules: { queue: string; cron: string; data: object }[] = [];
  let started = false;

  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));

  async function startWorker(definition: QueueDefinition<unknown>, handler: JobHandler<unknown>) {
    async function run(job: Job<unknown>): Promise<JobResult> {
      const parsed = definition.schema.safeParse(job.data);
      if (!parsed.success) {
        // A payload no handler can read never becomes readable: fail it without retries.
        options.log.error({ queue: definition.name, jobId: job.id }, 'job payload is invalid');
        return { id: job.id, status: 'completed' };
      }
      try {
        await handler(parsed.data, { id: job.id, retryCount: job.retryCount });
        return { id: job.id, status: 'completed' };
      } catch (error) {
        return { id: job.id, status: 'failed', output: { message: String(error) } };
      }
    }
    // Batches, run side by side and settled job by job: with one job per fetch, pg-boss waits
    // the polling interval after each job, so a backlog (mail after an SMTP outage, webhooks
    // after a receiver's) drained at one job per interval. A full batch fetches again at once.
    const id = await boss.work(
      definition.name,
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        batchSize: BATCH_SIZE,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      (jobs) => Promise.all(jobs.map(run)),
    );
    workerIds.set(definition.name, id);
  }

  return {
    /** Declares a queue; with a handler, this process works it (roles worker and all). */
    register<T>(definition: QueueDefinition<T>, handler?: JobHandler<T>): void {
      if (started) throw new Error(`queue ${definition.name} registered after start`);
      queues.set(definition.name, definition as QueueDefinition<unknown>);
      if (handler) handlers.set(definition.name, handler as JobHandler<unknown>);
    },

    /** Sends `data` to the queue on a cron schedule (UTC), from the processes that do background work. */
    every<T>(definition: QueueDefinition<T>, cron: string, data: T): void {
      schedules.push({
        queue: definition.name,
        cron,
        data: definition.schema.parse(data) as object,
      });
    },

    async start(): Promise<void> {
      await boss.start();
      for (const definition of queues.values()) {
        await boss.createQueue(definition.name, definition.options);
        // createQueue keeps an existing queue as it was: changed retries and retention are
        // applied here. pg-boss fixes the queue's policy at creation (it shapes its indexes).
        const { policy: _fixedAtCreation, ...changeable } = definition.options;
        if (Object.keys(changeable).length > 0) {
          await boss.updateQueue(definition.name, changeable);
        }
      }
      if (runsHandlers) {
        for (const [name, handler] of handlers) {
          const definition = queues.get(name);
          if (definition) await startWorker(definition, handler);
        }
        for (const { queue, cron, data } of schedules) await boss.schedule(queue, cron, data);
      }
      started = true;
    },

    /**
     * Stores a job (after validating its payload) and returns its id, or null when pg-boss
     * kept an existing one instead (the same `id` or `singletonKey`).
     */
    async send<T>(
      definition: QueueDefinition<T>,
      data: T,
      sendOptions: Pick<SendOptions, 'startAfter' | 'singletonKey' | 'id' | 'priority'> = {},
    ): Promise<string | null> {
      const payload = definition.schema.parse(data) as object;
      const id = await boss.send(definition.name, payload, sendOptions);
      const worker = workerIds.get(definition.name);
      if (id && worker && !sendOptions.startAfter) boss.notifyWorker(worker);
      return id;
    },

    /** Queue depth per queue, for /metrics and the admin area. */
    async depths(): Promise<QueueDepth[]> {
      if (!started || queues.size === 0) return [];
      // `force` counts afresh: pg-boss otherwise serves counts up to a minute old.
      const readings = await Promise.all(
        [...queues.keys()].map(async (name) => {
          const [stats] = await boss.getQueueStats(name, { force: true });
          return {
            queue: name,
            queued: stats?.queuedCount ?? 0,
            active: stats?.activeCount ?? 0,
            failed: stats?.failedCount ?? 0,
          };
        }),
      );
      return readings;
    },

    /** Waits for running handlers (up to 10 s), then lets go of the database. */
    async stop(): Promise<void> {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
