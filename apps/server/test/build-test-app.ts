import { buildApp, type AppDependencies } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { testConfig } from './test-config.ts';
import { createTestDatabase } from './test-database.ts';

/** The real app on its own database, for `app.inject()` and real socket clients. */
export async function buildTestApp(
  options: { config?: Partial<Config>; deps?: Omit<AppDependencies, 'database'> } = {},
) {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(options.config), {
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
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
