import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.ts';
import { openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { settings } from '#server/db/schema/settings.ts';
import { getInstanceSecret } from './instance-secret.ts';

describe('getInstanceSecret', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('uses SESSION_SECRET when set, storing nothing', async () => {
    const configured = 'a configured secret of more than thirty-two chars';
    expect(await getInstanceSecret(database.db, { sessionSecret: configured })).toBe(configured);
    expect(await database.db.select().from(settings)).toEqual([]);
  });

  it('generates one secret on first use and returns it ever after, even to racing callers', async () => {
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => getInstanceSecret(database.db, { sessionSecret: undefined })),
    );
    expect(new Set(racing).size).toBe(1);
    expect(racing[0]).toMatch(/^[\w-]{43}$/);
    expect(await getInstanceSecret(database.db, { sessionSecret: undefined })).toBe(racing[0]);
    const rows = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'instance_secret'));
    expect(rows.map((row) => row.value)).toEqual([racing[0]]);
  });

  it.runIf(process.env.DATABASE_URL)(
    'agrees across two processes (two connection pools) on PostgreSQL',
    async () => {
      const fresh = await createTestDatabase();
      const pools: DatabaseHandle[] = [];
      try {
        pools.push(await openPostgres(fresh.url ?? ''), await openPostgres(fresh.url ?? ''));
        const secrets = await Promise.all(
          pools.map((pool) => getInstanceSecret(pool.db, { sessionSecret: undefined })),
        );
        expect(secrets[0]).toBe(secrets[1]);
      } finally {
        await Promise.all(pools.map((pool) => pool.close()));
        await fresh.close();
      }
    },
  );
});
