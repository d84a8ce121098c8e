import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsDir } from '#test/migrations-before.ts';
import { openPglite, type DatabaseHandle } from './client.ts';

const BACKFILL = '0010_transactions_search_columns';

describe(`migration ${BACKFILL}`, () => {
  let handle: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    handle = await openPglite(undefined);
    before = await migrationsBefore(BACKFILL);
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: before });
  });
  afterAll(async () => {
    await handle.close();
    await fs.rm(before, { recursive: true, force: true });
  });

  it("copies each recorded payment's order id and the sender of its latest transfer", async () => {
    const payer = '0x1111111111111111111111111111111111111111';
    const earlier = '0x2222222222222222222222222222222222222222';
    await handle.db.execute(sql`
      insert into plans (id, name, fee_bps) values ('free', 'Free', 100) on conflict do nothing;
    `);
    await handle.db.execute(sql`
      insert into users (id, email, password_hash, account_type)
      values ('00000000-0000-4000-8000-000000000001', 'a@example.test', 'x', 'private')
    `);
    await handle.db.execute(sql`
      insert into payments (
        id, user_id, chain, address, currency, decimals, amount_base_units, paid_base_units,
        fiat_cents, fiat_currency, rate, rate_source, fee_bps, status, amount_reserved, tx_hash,
        required_confirmations, order_id, expires_at, monitor_until
      ) values
        ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001',
         'ethereum', '0x00000000000000000000000000000000000000aa', 'usdt', 6, 2000000, 2000000,
         200, 'EUR', '1', 'demo', 100, 'DETECTED', true, '0xbb', 12, 'ORDER-7',
         now() + interval '1 hour', now() + interval '1 day'),
        ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000001',
         'ethereum', '0x00000000000000000000000000000000000000aa', 'usdt', 6, 3000000, 3000000,
         300, 'EUR', '1', 'demo', 100, 'DETECTED', true, '0xcc', 12, null,
         now() + interval '1 hour', now() + interval '1 day')
    `);
    // The first request was paid in two transfers: the ledger row names the latest one.
    await handle.db.execute(sql`
      insert into payment_transfers (
        payment_id, chain, tx_hash, log_index, block_number, block_hash, from_address,
        amount_base_units
      ) values
        ('00000000-0000-4000-8000-00000000000a', 'ethereum', '0xaa', 0, 99, '0x1', ${earlier}, 1000000),
        ('00000000-0000-4000-8000-00000000000a', 'ethereum', '0xbb', 0, 100, '0x2', ${payer}, 1000000)
    `);
    await handle.db.execute(sql`
      insert into transactions (
        user_id, payment_id, chain, currency, decimals, crypto_base_units, fiat_cents,
        fiat_currency, fee_cents, status, tx_hash, date
      ) values
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000a',
         'ethereum', 'usdt', 6, 2000000, 200, 'EUR', 2, 'Pending', '0xbb',
         '2026-03-01T10:00:00.123456Z'),
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000b',
         'ethereum', 'usdt', 6, 3000000, 300, 'EUR', 3, 'Pending', '0xcc',
         '2026-03-01T11:00:00Z')
    `);

    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });

    const { rows } = (await handle.db.execute(sql`
      select order_id, payer_address, to_char(date at time zone 'UTC', 'HH24:MI:SS.US') as time
      from transactions order by fiat_cents
    `)) as unknown as { rows: { order_id: string | null; payer_address: string | null }[] };
    expect(rows).toEqual([
      // Milliseconds now, like the JS dates the ledger writes and its page cursors carry.
      { order_id: 'ORDER-7', payer_address: payer, time: '10:00:00.123000' },
      // No transfer recorded for this one: nothing to copy, and nothing made up.
      { order_id: null, payer_address: null, time: '11:00:00.000000' },
    ]);
  });
});
