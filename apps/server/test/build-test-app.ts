import { fileURLToPath } from 'node:url';
import { buildApp, type AppDependencies } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { testConfig } from './test-config.ts';
import { createTestDatabase } from './test-database.ts';

// Tests render the pay page from the web app's source (Vitest compiles it), so they need no
// build; the path is a variable so the server's type-check stays out of the web's sources.
const payPageSource = fileURLToPath(new URL('../../web/src/pay-page.server.tsx', import.meta.url));

/** The real app on its own database, for `app.inject()` and real socket clients. */
export async function buildTestApp(
  options: { config?: Partial<Config>; deps?: Omit<AppDependencies, 'database'> } = {},
) {
  const database = await createTestDatabase();
  const { app, modules, realtime } = await buildApp(testConfig(options.config), {
    payPageRenderer: () => import(payPageSource),
    ...options.deps,
    // Quick background work: a job or an event left behind is taken up in a moment.
    timings: {
      jobPollingSeconds: 0.5,
      mailRetryDelaySeconds: 1,
      eventSweepMs: 250,
      ...options.deps?.timings,
    },
    database,
  });
  return {
    app,
    /** Every module with its services: what tests drive directly (a sweep, the matching). */
    modules,
    realtime,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
