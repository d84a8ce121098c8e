import type { App } from '#server/app.ts';
import type { Config } from '#server/config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens, and on SIGTERM or SIGINT closes the app (requests finish, watchers stop, the
 * database closes), then runs `afterClose` (the demo stops its chains) and exits.
 */
export async function serve(
  app: App,
  config: Pick<Config, 'host' | 'port' | 'publicUrl'>,
  afterClose: () => Promise<void> = async () => undefined,
): Promise<void> {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    // A request that never finishes must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(afterClose)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Incasso is running on ${config.publicUrl}`);
}
