import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BuiltApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting connections and resolves once the requests in flight have been answered.
 * Node keeps a keep-alive connection open after its last answer until it times out, so each
 * one is closed as soon as it has nothing in flight.
 */
async function closeListener(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
  await closed;
  clearInterval(idleSweep);
}

/**
 * Listens, and on SIGTERM or SIGINT drains, then closes the app and exits. Draining: readiness
 * turns false at once and requests are still served for `drainSeconds`, while the load balancer
 * notices and sends new ones elsewhere. Then sockets are dropped (their clients reconnect,
 * through the balancer, to another process), the listener closes, the requests in flight are
 * answered, and only then do watchers, jobs and the database stop. `afterClose` follows (the
 * demo stops its chains).
 */
export async function serve(
  { app, realtime }: Pick<BuiltApp, 'app' | 'realtime'>,
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
    realtime.dropConnections();
    await closeListener(app.server);
    await app.close();
    await afterClose();
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
