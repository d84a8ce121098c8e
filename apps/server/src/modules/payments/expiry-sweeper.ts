import type { Announce } from './payment-announcer.ts';
import type { Matching } from './matching.service.ts';

/** How often overdue requests are timed out; a request is TIMED_OUT at most this late. */
export const EXPIRY_SWEEP_INTERVAL_MS = 5_000;

/**
 * Runs `expireDue` every few seconds and announces what it stored. One sweep at a time; `stop`
 * waits for a running one, so the database is not closed under it. Several processes may sweep
 * at once: rows being changed elsewhere are skipped (SKIP LOCKED) and taken next time.
 */
export function startExpirySweeper(deps: {
  matching: Pick<Matching, 'expireDue'>;
  announce: Announce;
  log: { error(details: object, message: string): void };
  intervalMs?: number;
}) {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      await deps.announce(await deps.matching.expireDue(new Date()));
    } catch (error) {
      deps.log.error({ err: error }, 'payment expiry sweep failed');
    }
  };
  const timer = setInterval(() => {
    running ??= sweep().finally(() => {
      running = undefined;
    });
  }, deps.intervalMs ?? EXPIRY_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
