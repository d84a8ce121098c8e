import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (an email after the answer is sent). Failures are
 * logged, never thrown at anyone; `drain` lets shutdown (and tests) wait for what is running.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    /** Starts `task` once the current I/O phase is over, so a reply already sent goes first. */
    run(name: string, task: () => Promise<unknown>): void {
      const promise = new Promise<void>((resolve) => {
        setImmediate(() => {
          task().then(
            () => resolve(),
            (error: unknown) => {
              log.error({ err: error, task: name }, 'background task failed');
              resolve();
            },
          );
        });
      }).finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
