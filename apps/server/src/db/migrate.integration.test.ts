import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { createEmptyPostgresDatabase } from '#test/test-database.ts';

// Upgrades (README "Running in production"): every process migrates when it starts, so several
// starting at once on one PostgreSQL must not race; the advisory lock makes them take turns.

describe.skipIf(!process.env.DATABASE_URL)('migrations on a shared PostgreSQL', () => {
  it('are applied once when three processes start on an empty database at the same time', async () => {
    const database = await createEmptyPostgresDatabase(process.env.DATABASE_URL ?? '');
    const handles = await Promise.all([1, 2, 3].map(() => openPostgres(database.url)));
    try {
      await Promise.all(handles.map((handle) => migrateDatabase(handle)));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const applied = await client.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      await client.end();
      const journal = await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } });
      expect(applied.rows[0]?.count).toBe(journal.default.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
    }
  });
});
