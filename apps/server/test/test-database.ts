import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { defined } from './defined.ts';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const bossPackage = createRequire(import.meta.url).resolve('pg-boss/package.json');

/**
 * An isolated, migrated database for one test file: PGlite in memory by default, or a fresh
 * PostgreSQL database (created beside the one DATABASE_URL names, dropped on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url: string | undefined }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined, { loadDataDir: await migratedPgliteTemplate() });
    await migrateDatabase(handle);
    return { ...handle, url: undefined };
  }
  const name = `incasso_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A fresh PostgreSQL database beside the one `serverUrl` names, without migrations: the
 * processes started on it apply them, as on a first deployment. `drop` removes it.
 */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `incasso_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Creating and migrating an empty PGlite cluster costs seconds; every test file instead starts
 * from a dump of one migrated cluster, kept in the temp folder and keyed by the migrations.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `incasso-pglite-${await migrationsHash()}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    const handle = await openPglite(undefined);
    await migrateDatabase(handle);
    const dump = await defined(handle.dump, 'PGlite dump')();
    await handle.close();
    // Written under a unique name then renamed, so parallel workers never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, file);
    return dump;
  }
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const entries = await fs.readdir(migrationsDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file).update(await fs.readFile(file));
  // The template also holds pg-boss's schema (installJobSchema), which follows its version.
  hash.update(await fs.readFile(bossPackage));
  return hash.digest('hex').slice(0, 16);
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
