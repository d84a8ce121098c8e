import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from '#server/app.ts';
import type { Config } from '#server/config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens, and on SIGTERM or SIGINT drains, then closes the app and exits. Draining: readiness
 * turns false at once and requests are still served for `drainSeconds`, while the load balancer
 * notices and sends new ones elsewhere. Then the app closes: sockets are dropped (their clients
 * reconnect, through the balancer, to another process), the listener closes, requests in
 * flight finish, watchers stop and the database closes. `afterClose` follows (the demo stops
 * its chains).
 */
export async function serve(
  app: App,
  config: Pick<Config, 'host' | 'port' | 'publicUrl' | 'drainSeconds'>,
  afterClose: () => Promise<void> = async () => undefined,
): Promise<void> {
  const shutdown = async (signal: string) => {
    app.readiness.drain();
    app.log.info({ signal, drainSeconds: config.drainSeconds }, 'shutting down: draining');
    await sleep(config.drainSeconds * 1000);
    app.log.info('shutting down: finishing requests');
    // A request that never finishes must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close().then(afterClose);
  };
  let closing = false;
  const onSignal = (signal: string) => {
    if (closing) return;
    closing = true;
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Incasso is running on ${config.publicUrl}`);
}
