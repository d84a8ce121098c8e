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
// Any fixed number: test processes building the PostgreSQL template take turns on it.
const TEMPLATE_LOCK = 0x1_7c_a5_51;

/**
 * An isolated, migrated database for one test file: PGlite in memory by default, or a fresh
 * PostgreSQL database (created beside the one DATABASE_URL names, dropped on close). Both start
 * as a copy of one database migrated once per set of migrations, so no test file pays for the
 * migrations again.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url: string | undefined }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined, { loadDataDir: await migratedPgliteTemplate() });
    return { ...handle, url: undefined };
  }
  const name = `incasso_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedPostgresTemplate(serverUrl);
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openPostgres(url);
  return {
    ...handle,
    url,
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

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated PostgreSQL database, beside DATABASE_URL's, that test databases are
 * copied from (`create database … template`): a copy takes a fraction of the migrations' time.
 * Keyed by the migrations like the PGlite dump, kept for later runs, and built under another
 * name then renamed, so a process that dies while building never leaves a half-migrated one.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `incasso_template_${await migrationsHash()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await buildPostgresTemplate(admin, serverUrl, name);
      return name;
    } finally {
      await admin.end();
    }
  })();
  return postgresTemplate;
}

async function buildPostgresTemplate(admin: pg.Client, serverUrl: string, name: string) {
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${building}`);
  try {
    const handle = await openPostgres(databaseUrl(serverUrl, building));
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
  } catch (error) {
    await admin.query(`drop database if exists ${building} with (force)`);
    // Another run against the same server (its own DATABASE_URL, so its own lock) won the race.
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) throw error;
  }
  // A connection to the template would make every copy fail ("being accessed by other users").
  await admin.query(`alter database ${name} with allow_connections false`);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const entries = await fs.readdir(migrationsDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  // Paths relative to the folder: every clone of the repository shares one template.
  for (const file of files) {
    hash.update(path.relative(migrationsDir, file)).update(await fs.readFile(file));
  }
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
