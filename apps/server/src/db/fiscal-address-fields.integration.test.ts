import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsDir } from '#test/migrations-before.ts';
import { openPglite, type DatabaseHandle } from './client.ts';

const SPLIT = '0026_fiscal_address_fields';

describe(`migration ${SPLIT}`, () => {
  let handle: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    handle = await openPglite(undefined);
    before = await migrationsBefore(SPLIT);
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: before });
  });
  afterAll(async () => {
    await handle.close();
    await fs.rm(before, { recursive: true, force: true });
  });

  it('reads one-line legal addresses into their fields and keeps any other text whole', async () => {
    const users = [
      ['1', 'business', 'Via Abetone Inferiore 4, 41053 Maranello (mo)'],
      ['2', 'business', '  Corso Como 10 , 20154  Milano  '],
      ['3', 'business', 'Musterstraße 1, 10115 Berlin, Deutschland'],
      ['4', 'private', null],
    ] as const;
    await handle.db.execute(sql`
      insert into plans (id, name, fee_bps) values ('free', 'Free', 100) on conflict do nothing
    `);
    for (const [n, type, address] of users) {
      const id = `00000000-0000-4000-8000-00000000000${n}`;
      await handle.db.execute(sql`
        insert into users (id, email, password_hash, account_type)
        values (${id}, ${`u${n}@example.test`}, 'x', ${type})
      `);
      await handle.db.execute(
        type === 'business'
          ? sql`insert into fiscal_profiles (user_id, account_type, company_name, vat_number, legal_address)
                values (${id}, 'business', 'Acme', 'IT00159560366', ${address})`
          : sql`insert into fiscal_profiles (user_id, account_type, first_name, last_name, fiscal_code)
                values (${id}, 'private', 'Mario', 'Rossi', 'RSSMRA85T10A562S')`,
      );
    }

    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });

    const { rows } = (await handle.db.execute(sql`
      select street, postal_code, city, province from fiscal_profiles order by user_id
    `)) as unknown as { rows: Record<string, string | null>[] };
    expect(rows).toEqual([
      {
        street: 'Via Abetone Inferiore 4',
        postal_code: '41053',
        city: 'Maranello',
        province: 'MO',
      },
      { street: 'Corso Como 10', postal_code: '20154', city: 'Milano', province: null },
      // Not the Italian form: nothing guessed, the text stays for the merchant to split.
      {
        street: 'Musterstraße 1, 10115 Berlin, Deutschland',
        postal_code: null,
        city: null,
        province: null,
      },
      { street: null, postal_code: null, city: null, province: null },
    ]);
  });
});
