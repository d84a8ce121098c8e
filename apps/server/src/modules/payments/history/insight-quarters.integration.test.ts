import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { historyArbitrary, NOW } from '#test/factories/payment-facts.ts';
import { insertPaymentFacts } from '#test/factories/payment-history.ts';
import type { TestApp } from '#test/factories/payments.ts';
import { buildUser } from '#test/factories/users.ts';
import { createInsightQuartersFold } from './insight-quarters.repository.ts';

// The quarter sums (decision note 102) are written by triggers only; whatever happens to a
// merchant's requests and refunds, and whenever the deltas are folded, they must equal what
// the requests themselves add up to.

// Confirmed requests and refunds weigh more: that is where the net revenue moves.
const STATUSES = ['PENDING', 'DETECTED', 'CONFIRMING', 'TIMED_OUT', 'CANCELLED'];
const ADDRESS = `0x${'1'.repeat(40)}`;

const change = fc.oneof(
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.oneof(fc.constant('CONFIRMED'), fc.constantFrom(...STATUSES)),
    confirmedMinutesAgo: fc.option(fc.integer({ min: 0, max: 200 * 24 * 60 }), { freq: 6 }),
  }),
  fc.record({
    kind: fc.constant('flags' as const),
    pick: fc.nat(),
    late: fc.boolean(),
    overpaid: fc.boolean(),
    chain: fc.constantFrom('polygon', 'bsc'),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 20_000_000 }),
    status: fc.oneof(fc.constant('CONFIRMED'), fc.constantFrom('PENDING', 'SENT', 'CANCELLED')),
  }),
  fc.record({
    kind: fc.constant('refundStatus' as const),
    pick: fc.nat(),
    status: fc.constantFrom('SENT', 'CONFIRMED', 'CANCELLED'),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    pick: fc.nat(),
    block: fc.integer({ min: 1, max: 1_000 }),
    // Two spellings of one address: a payer is one payer whatever its case.
    from: fc.constantFrom(`0x${'a'.repeat(40)}`, `0x${'A'.repeat(40)}`, `0x${'b'.repeat(40)}`),
  }),
  fc.record({ kind: fc.constant('untransfer' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('fold' as const) }),
);

describe('the insight quarter sums', () => {
  let ctx: TestApp;
  let fold: () => Promise<number>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    fold = createInsightQuartersFold(ctx.db);
  });
  afterAll(() => ctx.close());

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  /** The sums as kept, and as the requests add up now; each as sorted JSON lines. */
  async function keptAndActual(userId: string) {
    const created = (from: ReturnType<typeof sql>) => sql`
      select quarter, status, sum(count)::integer as count from (${from}) s
      group by 1, 2 having sum(count) <> 0 order by 1, 2`;
    const confirmed = (from: ReturnType<typeof sql>) => sql`
      select quarter, fiat_currency, currency, chain, sum(count)::integer as count,
        sum(cents)::bigint as cents, sum(late)::integer as late,
        sum(underpaid)::integer as underpaid, sum(overpaid)::integer as overpaid
      from (${from}) s group by 1, 2, 3, 4 having sum(count) <> 0 or sum(cents) <> 0
      order by 1, 2, 3, 4`;
    const quarter = (column: string) =>
      sql.raw(`date_bin(interval '15 minutes', ${column}, timestamptz 'epoch')`);
    const refunded = sql`coalesce((select sum(r.fiat_cents) from payment_refunds r
      where r.payment_id = p.id and r.status = 'CONFIRMED'), 0)`;
    const payers = (from: ReturnType<typeof sql>) => sql`
      select payer, sum(count)::integer as count from (${from}) s
      group by 1 having sum(count) <> 0 order by 1`;
    const lines = (list: Record<string, unknown>[]) => list.map((row) => JSON.stringify(row));
    return {
      kept: {
        created: lines(
          await rows(
            created(sql`select * from payment_created_quarters where user_id = ${userId}`),
          ),
        ),
        confirmed: lines(
          await rows(
            confirmed(sql`select * from payment_confirmed_quarters where user_id = ${userId}`),
          ),
        ),
        payers: lines(
          await rows(payers(sql`select * from payment_payer_counts where user_id = ${userId}`)),
        ),
      },
      actual: {
        created: lines(
          await rows(
            created(sql`select ${quarter('created_at')} as quarter, status, 1 as count
              from payments where user_id = ${userId}`),
          ),
        ),
        confirmed: lines(
          await rows(
            confirmed(sql`select ${quarter('confirmed_at')} as quarter, fiat_currency, currency,
              chain, 1 as count, fiat_cents - least(fiat_cents, ${refunded}) as cents,
              paid_late::integer as late, underpaid::integer as underpaid,
              overpaid::integer as overpaid
              from payments p where user_id = ${userId} and status = 'CONFIRMED'
                and confirmed_at is not null`),
          ),
        ),
        payers: lines(
          await rows(
            payers(sql`select lower(first_payer_address) as payer, 1 as count from payments
              where user_id = ${userId} and status = 'CONFIRMED' and confirmed_at is not null
                and first_payer_address is not null`),
          ),
        ),
      },
    };
  }

  it('equal what the requests add up to, whatever changes them and whenever they are folded', async () => {
    await fc.assert(
      fc.asyncProperty(
        historyArbitrary.filter((facts) => facts.length > 0),
        fc.array(change, { minLength: 10, maxLength: 60 }),
        async (facts, changes) => {
          const user = await buildUser(ctx.db);
          // Fresh ids: fast-check replays the same facts while it shrinks.
          const requests = facts.slice(0, 8).map((fact) => ({ ...fact, id: randomUUID() }));
          await insertPaymentFacts(ctx.db, user.id, requests);
          const ids = requests.map((fact) => fact.id);
          const refunds: string[] = [];
          for (const step of changes) {
            const id = ids[('pick' in step ? step.pick : 0) % ids.length] ?? '';
            if (step.kind === 'status') {
              const confirmedAt =
                step.confirmedMinutesAgo === null
                  ? null
                  : new Date(NOW.getTime() - step.confirmedMinutesAgo * 60_000).toISOString();
              await ctx.db.execute(sql`update payments set status = ${step.status},
                amount_reserved = false, confirmed_at = ${confirmedAt}::timestamptz
                where id = ${id}`);
            } else if (step.kind === 'flags') {
              await ctx.db.execute(sql`update payments set paid_late = ${step.late},
                overpaid = ${step.overpaid}, chain = ${step.chain} where id = ${id}`);
            } else if (step.kind === 'refund') {
              const [row] = await rows(sql`insert into payment_refunds (payment_id, user_id,
                  chain, currency, decimals, from_address, to_address, amount_base_units,
                  fiat_cents, status, required_confirmations)
                select id, user_id, chain, 'usdt', 6, ${ADDRESS}, ${ADDRESS}, 1,
                  ${step.cents}, ${step.status}, 1
                from payments where id = ${id} returning id`);
              if (row) refunds.push(String(row.id));
            } else if (step.kind === 'refundStatus' && refunds.length > 0) {
              const refund = refunds[step.pick % refunds.length] ?? '';
              await ctx.db.execute(
                sql`update payment_refunds set status = ${step.status} where id = ${refund}`,
              );
            } else if (step.kind === 'transfer') {
              await ctx.db.execute(sql`insert into payment_transfers (payment_id, chain, tx_hash,
                  log_index, block_number, block_hash, from_address, amount_base_units)
                select id, chain, ${`0x${randomUUID().replaceAll('-', '')}`}, 0, ${step.block},
                  '0x00', ${step.from}, 1
                from payments where id = ${id}`);
            } else if (step.kind === 'untransfer') {
              await ctx.db.execute(sql`delete from payment_transfers where payment_id = ${id}`);
            } else if (step.kind === 'delete') {
              await ctx.db.execute(sql`delete from payments where id = ${id}`);
            } else if (step.kind === 'fold') {
              await fold();
            }
          }
          const before = await keptAndActual(user.id);
          expect(before.kept).toEqual(before.actual);
          await fold();
          const after = await keptAndActual(user.id);
          expect(after.kept).toEqual(after.actual);
          const loose = await rows(sql`
            select (select count(*) from payment_created_quarters
                where user_id = ${user.id} and not compacted)::integer
              + (select count(*) from payment_confirmed_quarters
                where user_id = ${user.id} and not compacted)::integer
              + (select count(*) from payment_payer_counts
                where user_id = ${user.id} and not compacted)::integer as n`);
          expect(loose[0]?.n).toBe(0);
        },
      ),
      // Shrinking replays against the database; the first counterexample is reported as is.
      { numRuns: 20, endOnFailure: true },
    );
  }, 60_000);

  it('hold one row per quarter and group once folded, however often a request changed', async () => {
    const user = await buildUser(ctx.db);
    const facts = (await fc.sample(historyArbitrary, { numRuns: 1, seed: 7 }))[0] ?? [];
    await insertPaymentFacts(ctx.db, user.id, facts);
    for (let round = 0; round < 3; round += 1) {
      await ctx.db.execute(sql`update payments set status = 'CANCELLED' where user_id = ${user.id}
        and status = 'PENDING'`);
      await ctx.db.execute(sql`update payments set status = 'PENDING' where user_id = ${user.id}
        and status = 'CANCELLED'`);
    }
    expect(await fold()).toBeGreaterThan(0);
    const [row] = await rows(sql`select count(*)::integer as n,
        count(distinct (quarter, status))::integer as groups
      from payment_created_quarters where user_id = ${user.id}`);
    expect(row?.n).toBe(row?.groups);
    expect(await fold()).toBe(0);
  });

  it('count every delta once when folds run at the same time as each other and as writes', async () => {
    const user = await buildUser(ctx.db);
    const facts = (await fc.sample(historyArbitrary, { numRuns: 1, seed: 11 }))[0] ?? [];
    await insertPaymentFacts(ctx.db, user.id, facts);
    const flip = (from: string, to: string) =>
      ctx.db.execute(sql`update payments set status = ${to}, amount_reserved = false
        where user_id = ${user.id} and status = ${from}`);
    await Promise.all([
      fold(),
      flip('PENDING', 'CANCELLED'),
      fold(),
      flip('TIMED_OUT', 'PENDING'),
      fold(),
      flip('CANCELLED', 'TIMED_OUT'),
    ]);
    await fold();
    const { kept, actual } = await keptAndActual(user.id);
    expect(kept).toEqual(actual);
  });
});
