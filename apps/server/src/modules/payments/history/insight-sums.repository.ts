import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  InsightSumsSchema,
  type InsightSums,
  type InsightSumsQuery,
} from '#server/modules/insights/insights.module.ts';

const DAY_MS = 86_400_000;

/**
 * The sums behind a merchant's insights, grouped in the database (decision note 086): one
 * statement reads the history once into a narrow materialised set and answers every group from
 * it, so memory and transfer are the groups', not the payments'.
 */
export function createInsightSumsRepository(db: Database) {
  return async function insightSums(userId: string, q: InsightSumsQuery): Promise<InsightSums> {
    const result = await db.transaction(async (tx) => {
      // The history is held and sorted in memory rather than spilled to disk, and the query is
      // cheap enough that compiling it (JIT, PostgreSQL only) would cost more than it saves.
      await tx.execute(sql`set local work_mem = '64MB'`);
      await tx.execute(sql`set local jit = off`);
      return tx.execute(insightSumsQuery(userId, q));
    });
    const [row] = (result as unknown as { rows: { sums: unknown }[] }).rows;
    return InsightSumsSchema.parse(row?.sums);
  };
}

/** The statement itself (exported for EXPLAIN in the bench). */
export function insightSumsQuery(userId: string, q: InsightSumsQuery) {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const inside = (column: string, window: { from: Date; to: Date }) =>
    sql`${sql.raw(column)} >= ${at(window.from)} and ${sql.raw(column)} < ${at(window.to)}`;
  const daysAgo = (column: string) =>
    sql`floor((extract(epoch from ${at(q.history.to)}) - extract(epoch from ${sql.raw(column)}))
      * 1000 / ${DAY_MS})::integer`;
  const json = (rows: ReturnType<typeof sql>) =>
    sql`(select coalesce(json_agg(g), '[]') from (${rows}) g)`;
  const span = sql.raw(`interval '${Math.trunc(q.burstMinutes)} minutes'`);
  return sql`
    with h as materialized (
      select id, status, fiat_cents, fiat_currency, currency, chain, created_at,
        case when status = 'CONFIRMED' then confirmed_at end as confirmed_at,
        paid_late, underpaid, overpaid, first_payer_address,
        -- Revenue is net of confirmed refunds (decision note 099), never below zero.
        least(fiat_cents, coalesce((select sum(r.fiat_cents) from payment_refunds r
          where r.payment_id = payments.id and r.status = 'CONFIRMED'), 0)) as refunded_cents
      from payments
      where user_id = ${userId} and ${inside('created_at', q.history)}
    ),
    c as not materialized (select * from h where confirmed_at is not null),
    cw as not materialized (select * from c where ${inside('confirmed_at', q.current)}),
    medians as (
      select fiat_currency, count(*) as n,
        percentile_disc(0.5) within group (order by fiat_cents) as median
      from c group by fiat_currency
    ),
    spreads as (
      select fiat_currency, m.n, m.median,
        percentile_disc(0.5) within group (order by abs(c.fiat_cents - m.median)) as mad
      from c join medians m using (fiat_currency)
      group by fiat_currency, m.n, m.median
    ),
    payers as (
      select lower(first_payer_address) as payer, confirmed_at
      from cw where first_payer_address is not null
    ),
    regulars as (
      select payer from payers group by payer having count(*) >= ${q.burstCountMin}
    ),
    runs as (
      select payer, confirmed_at as at, count(*) over (
        partition by payer order by confirmed_at range between ${span} preceding and current row
      ) as n
      from payers where payer in (select payer from regulars)
    ),
    peaks as (select payer, at, n, max(n) over (partition by payer) as top from runs)
    select json_build_object(
      'paid', ${json(sql`
        select fiat_currency as "fiatCurrency", currency, chain,
          confirmed_at >= ${at(q.current.from)} as current, count(*) as count,
          sum(fiat_cents - refunded_cents) as cents, count(*) filter (where paid_late) as late,
          count(*) filter (where underpaid) as underpaid,
          count(*) filter (where overpaid) as overpaid
        from c
        where confirmed_at >= ${at(q.previous.from)} and confirmed_at < ${at(q.current.to)}
        group by 1, 2, 3, 4`)},
      'created', ${json(sql`
        select status,
          count(*) filter (where ${inside('created_at', q.current)}) as current,
          count(*) filter (where ${inside('created_at', q.recent)}) as recent,
          count(*) filter (where ${inside('created_at', q.baseline)}) as baseline
        from h group by status`)},
      'timeoutsByDay', ${json(sql`
        select ${daysAgo('created_at')} as "daysAgo", count(*) as count
        from h where status = 'TIMED_OUT' group by 1`)},
      'quarterHours', ${json(sql`
        select date_bin(interval '15 minutes', confirmed_at, timestamptz 'epoch') as quarter,
          count(*) as count
        from cw group by 1`)},
      'forecastDays', ${json(sql`
        select fiat_currency as "fiatCurrency", ${daysAgo('confirmed_at')} as "daysAgo",
          sum(fiat_cents - refunded_cents) as cents
        from c where ${inside('confirmed_at', q.forecast)} group by 1, 2`)},
      'confirmSeconds', (
        select percentile_disc(array[0.5, 0.9]) within group (order by greatest(0,
          floor(extract(epoch from confirmed_at) - extract(epoch from created_at)))::integer)
        from cw
      ),
      'amounts', ${json(sql`
        select fiat_currency as "fiatCurrency", n as count, median as "medianCents",
          mad as "madCents"
        from spreads`)},
      'amountCandidates', ${json(sql`
        select c.id, c.fiat_currency as "fiatCurrency", c.fiat_cents as "fiatCents",
          c.confirmed_at as "confirmedAt", c.first_payer_address as "payerAddress"
        from cw c join spreads s using (fiat_currency)
        where s.n >= ${q.amountBaselineMin} and c.fiat_cents <> s.median
          and abs(c.fiat_cents - s.median) * 100 > ${q.amountScoreFloor} * s.mad`)},
      'payerBursts', ${json(sql`
        select payer as "payerAddress", n as count, min(at) as at
        from peaks where n = top and top >= ${q.burstCountMin} group by payer, n`)}
    ) as sums
  `;
}
