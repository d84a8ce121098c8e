import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { installJobSchema } from '#server/jobs/install-job-schema.ts';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);
const MIGRATION_LOCK = 0x1_7c_a5_50;

/**
 * Applies pending migrations, then the job queue's schema; concurrent starts against one
 * PostgreSQL wait for each other.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withLock(MIGRATION_LOCK, async () => {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    }
    await installJobSchema(handle);
  });
}
