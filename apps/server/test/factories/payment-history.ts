import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { PaymentFact } from './payment-facts.ts';

// Payment rows written straight into the table, for statistics that read a merchant's history:
// the rows the matching code would have left (a request, its first credited transfer), with
// the times, status and flags a test or a bench asks for.

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

/** Stores `facts` as `userId`'s requests; a fact's payer becomes its one credited transfer. */
export async function insertPaymentFacts(
  db: Database,
  userId: string,
  facts: readonly PaymentFact[],
): Promise<void> {
  if (facts.length === 0) return;
  const rows = facts.map((fact, i) => ({
    id: fact.id,
    status: fact.status,
    fiat_cents: fact.fiatCents,
    fiat_currency: fact.fiatCurrency,
    currency: fact.currency,
    chain: fact.chain,
    created_at: fact.createdAt.toISOString(),
    confirmed_at: fact.confirmedAt?.toISOString() ?? null,
    paid_late: fact.paidLate,
    underpaid: fact.underpaid,
    overpaid: fact.overpaid,
    payer: fact.payerAddress,
    n: i,
  }));
  await db.execute(sql`
    with facts as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as f(
        id uuid, status text, fiat_cents bigint, fiat_currency text, currency text, chain text,
        created_at timestamptz, confirmed_at timestamptz, paid_late boolean, underpaid boolean,
        overpaid boolean, payer text, n integer
      )
    ), stored as (
      insert into payments (
        id, user_id, chain, address, currency, decimals, amount_base_units, rate, fiat_cents,
        fiat_currency, fee_bps, status, amount_reserved, paid_late, underpaid, overpaid, required_confirmations,
        expires_at, monitor_until, confirmed_at, created_at
      )
      select id, ${userId}, chain, ${ZERO_ADDRESS}, currency,
        case when currency is null then null else 6 end,
        case when currency is null then null else fiat_cents * 10000 end,
        case when currency is null then null else '1' end, fiat_cents, fiat_currency, 0, status, false, paid_late, underpaid, overpaid, 1,
        created_at + interval '15 minutes', created_at + interval '1 day', confirmed_at, created_at
      from facts
      returning id
    )
    insert into payment_transfers (
      payment_id, chain, tx_hash, log_index, block_number, block_hash, from_address,
      amount_base_units
    )
    select f.id, f.chain, '0x' || replace(f.id::text, '-', ''), 0, 100 + f.n, '0x00', f.payer, 1
    from facts f join stored s on s.id = f.id
    where f.payer is not null
  `);
}

/**
 * `count` requests of `userId` spread evenly over the `days` before `now`, the n-th (from 0)
 * made n × days / count before it: amounts 500 + (n × 7919 mod 20000) EUR cents, every tenth
 * (n a multiple of 10) timed out, the others confirmed five minutes after creation and paid
 * from an address of their own, but one in fifty (n mod 50 = 1) from one regular payer.
 */
export async function seedPaymentHistory(
  db: Database,
  options: { userId: string; count: number; now: Date; days: number },
): Promise<void> {
  const spanMs = options.days * 24 * 60 * 60 * 1000;
  // Ids derived from n, so the transfers can be written from the same series.
  const id = sql`md5(${options.userId} || ':' || n)::uuid`;
  await db.execute(sql`
    with series as (
      select n, ${options.now.toISOString()}::timestamptz
        - ((n::numeric * ${spanMs} / ${options.count}) * interval '1 millisecond') as at
      from generate_series(0, ${options.count}::integer - 1) as n
    )
    insert into payments (
      id, user_id, chain, address, currency, decimals, amount_base_units, rate, fiat_cents,
      fiat_currency, fee_bps, status, amount_reserved, required_confirmations, expires_at,
      monitor_until, confirmed_at, created_at
    )
    select ${id}, ${options.userId}, 'polygon', ${ZERO_ADDRESS}, 'usdt', 6,
      (500 + (n::bigint * 7919) % 20000) * 10000, '1', 500 + (n::bigint * 7919) % 20000, 'EUR', 0,
      case when n % 10 = 0 then 'TIMED_OUT' else 'CONFIRMED' end, false, 1,
      at + interval '15 minutes', at + interval '1 day',
      case when n % 10 = 0 then null else at + interval '5 minutes' end, at
    from series
  `);
  await db.execute(sql`
    insert into payment_transfers (
      payment_id, chain, tx_hash, log_index, block_number, block_hash, from_address,
      amount_base_units
    )
    select ${id}, 'polygon', '0x' || md5(${options.userId} || ':' || n), 0, 100 + n, '0x00',
      '0x' || lpad(to_hex(case when n % 50 = 1 then 1 else n + 2 end), 40, '0'), 1
    from generate_series(0, ${options.count}::integer - 1) as n
    where n % 10 <> 0
  `);
  await db.execute(sql`analyze payments`);
  await db.execute(sql`analyze payment_transfers`);
}
