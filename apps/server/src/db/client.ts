import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: every query is written once against the PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: for a connection of its own outside the pool (the chain watcher's lock). */
  url?: string | undefined;
  /** Runs `fn` holding a session-level advisory lock on one connection; used for migrations. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, to start copies from. */
  dump?: () => Promise<Blob>;
  /** PGlite only: the embedded database itself, for the job queue's adapter (jobs/). */
  pglite?: PGlite;
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url,
    async withLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests); `loadDataDir` starts
 * from a dump (see `dumpPglite`) instead of an empty cluster.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  // One options object: PGlite ignores a second argument when the first is not a path, which
  // made in-memory databases start empty instead of from `loadDataDir`.
  const client = new PGlite({
    ...(dataDir && { dataDir: path.join(dataDir, 'pglite') }),
    ...options,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database, so there is nobody to lock against.
    withLock: (_key, fn) => fn(),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    pglite: client,
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }) {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
