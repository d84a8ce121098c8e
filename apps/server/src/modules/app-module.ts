import type { ChainRegistry } from '@incasso/shared/chains';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import type { BusinessMetrics } from '#server/plugins/business-metrics.ts';
import type { Realtime } from '#server/realtime/realtime.ts';
import type { ModuleJob, ModuleListener } from './reactions.ts';

/**
 * What every module is built from (decision note 030): the app's shared parts, never another
 * module's tables. A module that needs another one takes its service as an argument.
 */
export interface ModuleContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  log: FastifyBaseLogger;
  realtime: Realtime;
  registry: ChainRegistry;
  events: DomainEvents;
  jobs: Jobs;
  /** The business counters of /metrics: each module counts what it does. */
  metrics: BusinessMetrics;
}

/** A domain as the app sees it: routes to mount, and background work to start and stop. */
export interface AppModule {
  name: string;
  /** Mounted under /api. */
  routes?: FastifyPluginAsyncZod;
  /** Pages rendered on the server, mounted at the site root (before the SPA's fallback). */
  pages?: FastifyPluginAsyncZod;
  /** Reactions to domain events (`<domain>.listeners.ts`), registered on mount. */
  listeners?: readonly ModuleListener[];
  /** Queues this module works (`<domain>.jobs.ts`), registered on mount. */
  jobs?: readonly ModuleJob[];
  /** After every module is built and the job queue runs. */
  start?(): void | Promise<void>;
  /** Stops background work; modules stop in the reverse order of the list. */
  stop?(): Promise<void>;
  /** Releases what the module holds (an SMTP pool), once no job or event runs any more. */
  close?(): Promise<void>;
}

/** Checks a module against AppModule while keeping the rest of its type (its services). */
export function defineModule<M extends AppModule>(module: M): M {
  return module;
}
