import type { DomainEventType } from '@incasso/shared/domain-events';
import type {
  DomainEventListener,
  DomainEvents,
  ListenerOptions,
} from '#server/events/domain-events.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import type { JobHandler, QueueDefinition } from '#server/jobs/queue.ts';

/**
 * A module's reaction to domain events (decision note 067): declared in its
 * `<domain>.listeners.ts`, registered when the app mounts the module, listed by
 * `npm run architecture`. Each listener must be idempotent (events arrive at least once).
 */
export interface ModuleListener extends ListenerOptions {
  name: string;
  on: readonly DomainEventType[];
  handle: DomainEventListener;
}

/** A queue a module works, declared in its `<domain>.jobs.ts`, with its cron schedule if any. */
export interface ModuleJob {
  queue: QueueDefinition<unknown>;
  handle: JobHandler<unknown>;
  every?: { cron: string; data: unknown };
}

export function listener<T extends DomainEventType>(
  on: readonly T[],
  name: string,
  handle: DomainEventListener<T>,
  options: ListenerOptions = {},
): ModuleListener {
  return { name, on, handle: handle as DomainEventListener, ...options };
}

export function job<T>(
  queue: QueueDefinition<T>,
  handle: JobHandler<T>,
  every?: { cron: string; data: T },
): ModuleJob {
  return { queue, handle: handle as JobHandler<unknown>, every } as ModuleJob;
}

/** What mounting does with the declarations: before the job queue and the event sweep start. */
export function registerReactions(
  ctx: { jobs: Pick<Jobs, 'register' | 'every'>; events: Pick<DomainEvents, 'on'> },
  modules: readonly { listeners?: readonly ModuleListener[]; jobs?: readonly ModuleJob[] }[],
): void {
  for (const module of modules) {
    for (const declared of module.jobs ?? []) {
      ctx.jobs.register(declared.queue, declared.handle);
      if (declared.every) ctx.jobs.every(declared.queue, declared.every.cron, declared.every.data);
    }
    for (const declared of module.listeners ?? []) {
      ctx.events.on(declared.on, declared.name, declared.handle, { atCommit: declared.atCommit });
    }
  }
}

/** Event → listeners and queue → handler, in the order they run, for the architecture page. */
export function describeReactions(
  modules: readonly {
    name: string;
    listeners?: readonly ModuleListener[];
    jobs?: readonly ModuleJob[];
  }[],
) {
  const listeners = new Map<string, { name: string; atCommit: boolean }[]>();
  const jobs: { queue: string; module: string; every: string | null }[] = [];
  for (const module of modules) {
    for (const declared of module.listeners ?? []) {
      for (const type of declared.on) {
        const entry = { name: declared.name, atCommit: declared.atCommit ?? false };
        listeners.set(type, [...(listeners.get(type) ?? []), entry]);
      }
    }
    for (const declared of module.jobs ?? []) {
      jobs.push({
        queue: declared.queue.name,
        module: module.name,
        every: declared.every?.cron ?? null,
      });
    }
  }
  return { listeners, jobs };
}
