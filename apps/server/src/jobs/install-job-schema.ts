import { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '#server/db/client.ts';
import { pgliteBossDatabase } from './boss-database.ts';

/**
 * Creates or upgrades pg-boss's own schema with the app's migrations, so a migrated database
 * (and the tests' migrated template) already holds it and the first start is quick.
 */
export async function installJobSchema(database: DatabaseHandle): Promise<void> {
  const connection = database.pglite
    ? { backend: 'pglite' as const, db: pgliteBossDatabase(database.pglite) }
    : { connectionString: database.url, max: 1 };
  const boss = new PgBoss({ ...connection, supervise: false, schedule: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false });
}
