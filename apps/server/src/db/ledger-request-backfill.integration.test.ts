import fs from 'node:fs/promises';
import { CHAINS } from '@incasso/shared/chains';
import { PaidRequestSchema } from '@incasso/shared/transactions';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsPresenter } from '#server/modules/payments/presentation/payments.presenter.ts';
import { priced } from '#server/modules/payments/requests/priced.ts';
import { presentPaidRequest } from '#server/modules/transactions/transactions.presenter.ts';
import { migrationsBefore, migrationsDir } from '#test/migrations-before.ts';
import { openPglite, type DatabaseHandle } from './client.ts';
import { payments } from './schema/payments.ts';
import { transactions } from './schema/transactions.ts';

const BACKFILL = '0027_ledger_request_snapshot';
const PUBLIC_URL = 'https://pay.example.test';
const USER = '00000000-0000-4000-8000-000000000001';
const SALE = '00000000-0000-4000-8000-00000000000a';
const REQUEST = '00000000-0000-4000-8000-00000000000b';

// Before this migration a transaction's detail asked the payments module for its request and
// the point of sale for its cart; now it reads the copies on the ledger row. Filled from the
// request as it stands, the copy must show what that call showed.
describe(`migration ${BACKFILL}`, () => {
  let handle: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    handle = await openPglite(undefined);
    before = await migrationsBefore(BACKFILL);
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: before });
    // Every migration from an empty database, not the migrated template the other tests copy.
  }, 180_000);
  afterAll(async () => {
    await handle.close();
    await fs.rm(before, { recursive: true, force: true });
  });

  it('copies each recorded request and a sale’s cart onto its ledger row', async () => {
    await handle.db.execute(sql`
      insert into plans (id, name, fee_bps) values ('free', 'Free', 100) on conflict do nothing;
    `);
    await handle.db.execute(sql`
      insert into users (id, email, password_hash, account_type)
      values (${USER}, 'a@example.test', 'x', 'private')
    `);
    // Microseconds in the database, milliseconds in what the API shows.
    await handle.db.execute(sql`
      insert into payments (
        id, user_id, chain, address, currency, decimals, amount_base_units, paid_base_units,
        fiat_cents, fiat_currency, rate, rate_source, fee_bps, status, amount_reserved, tx_hash,
        confirmations, required_confirmations, order_id, source, paid_late, underpaid,
        created_at, expires_at, monitor_until
      ) values
        (${SALE}, ${USER}, 'ethereum', '0x00000000000000000000000000000000000000aa', 'usdt', 6,
         2000001, 1500000, 200, 'EUR', '1', 'demo', 100, 'CONFIRMING', true, '0xbb', 4, 12,
         null, 'pos', true, true, '2026-03-01T10:00:00.123456Z', '2026-03-01T10:30:00Z',
         '2026-03-02T10:30:00Z'),
        (${REQUEST}, ${USER}, 'ethereum', '0x00000000000000000000000000000000000000aa', 'eth',
         18, 1234567890123456789, 1234567890123456789, 300, 'USD', '1', 'demo', 100,
         'CONFIRMED', false, '0xcc', 12, 12, 'ORDER-7', 'request', false, false,
         '2026-03-01T11:00:00Z', '2026-03-01T11:30:00Z', '2026-03-02T11:30:00Z')
    `);
    await handle.db.execute(sql`
      insert into payment_line_items (
        payment_id, position, kind, product_id, name, unit_cents, quantity, total_cents
      ) values
        (${SALE}, 1, 'custom', null, 'Espresso', 90, 2, 180),
        (${SALE}, 0, 'custom', null, 'Croissant', 10, 1, 10),
        (${SALE}, 2, 'tip', null, 'Tip', 10, 1, 10)
    `);
    await handle.db.execute(sql`
      insert into transactions (
        user_id, payment_id, chain, currency, decimals, crypto_base_units, fiat_cents,
        fiat_currency, fee_cents, status, tx_hash, order_id, source, date
      ) values
        (${USER}, ${SALE}, 'ethereum', 'usdt', 6, 1500000, 200, 'EUR', 2, 'Pending', '0xbb',
         null, 'pos', '2026-03-01T10:01:00Z'),
        (${USER}, ${REQUEST}, 'ethereum', 'eth', 18, 1234567890123456789, 300, 'USD', 3,
         'Completed', '0xcc', 'ORDER-7', 'request', '2026-03-01T11:01:00Z')
    `);

    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });

    const presenter = createPaymentsPresenter({ registry: CHAINS, publicUrl: PUBLIC_URL });
    const rows = await handle.db.select().from(transactions).orderBy(asc(transactions.fiatCents));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const [payment] = await handle.db
        .select()
        .from(payments)
        .where(eq(payments.id, row.paymentId));
      if (!payment) throw new Error('payment missing');
      const asTheDetailShowedIt = PaidRequestSchema.parse(presenter.present(priced(payment)));
      expect(presentPaidRequest(row, PUBLIC_URL)).toEqual(asTheDetailShowedIt);
    }
    const [sale, request] = rows;
    expect(sale?.lineItems).toEqual([
      {
        position: 0,
        kind: 'custom',
        productId: null,
        name: 'Croissant',
        unitCents: 10,
        quantity: 1,
        totalCents: 10,
      },
      {
        position: 1,
        kind: 'custom',
        productId: null,
        name: 'Espresso',
        unitCents: 90,
        quantity: 2,
        totalCents: 180,
      },
      {
        position: 2,
        kind: 'tip',
        productId: null,
        name: 'Tip',
        unitCents: 10,
        quantity: 1,
        totalCents: 10,
      },
    ]);
    expect(request?.lineItems).toEqual([]);
  });
});
