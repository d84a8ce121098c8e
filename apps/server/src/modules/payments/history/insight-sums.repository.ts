import { sql } from 'drizzle-orm';
import { FIAT_CURRENCIES } from '@incasso/shared/money';
import type { Database } from '#server/db/client.ts';
import {
  InsightSumsSchema,
  type InsightSums,
  type InsightSumsQuery,
} from '#server/modules/insights/insights.module.ts';

const DAY_MS = 86_400_000;

/**
 * The sums behind a merchant's insights, grouped in the database: what adds up is read from the
 * quarter-hour sums the payment triggers keep (decision note 102), about one row per quarter
 * instead of one per request; the medians, percentiles, unusual amounts and payers' bursts,
 * which do not add up, from the confirmed requests' own index, without touching the table.
 */
export function createInsightSumsRepository(db: Database) {
  return async function insightSums(userId: string, q: InsightSumsQuery): Promise<InsightSums> {
    const result = await db.transaction(async (tx) => {
      // The confirmed requests are held and sorted in memory rather than spilled to disk, and
      // the query is cheap enough that compiling it (JIT, PostgreSQL only) would cost more
      // than it saves.
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
  // date_part: a double (exact for whole seconds), where extract's numeric costs more.
  const daysAgo = (column: string) =>
    sql`floor((date_part('epoch', ${at(q.history.to)}) - date_part('epoch', ${sql.raw(column)}))
      / ${DAY_MS / 1000})::integer`;
  const json = (rows: ReturnType<typeof sql>) =>
    sql`(select coalesce(json_agg(g), '[]') from (${rows}) g)`;
  const span = sql.raw(`interval '${Math.trunc(q.burstMinutes)} minutes'`);
  const fiatCurrencies = sql.raw(FIAT_CURRENCIES.map((code) => `'${code}'`).join(', '));
  // A window's rows of the confirmed quarter sums, read once below (deltas not folded included).
  const confirmedIn = (window: { from: Date; to: Date }) => sql`
    select * from confirmed_quarters where ${inside('quarter', window)}`;
  const firstQuarter = new Date(Math.min(q.previous.from.getTime(), q.forecast.from.getTime()));
  return sql`
    with
    created_quarters as materialized (
      select quarter, status, count from payment_created_quarters
      where user_id = ${userId} and ${inside('quarter', q.history)}
    ),
    confirmed_quarters as materialized (
      select quarter, fiat_currency, currency, chain, count, cents, late, underpaid, overpaid
      from payment_confirmed_quarters
      where user_id = ${userId} and ${inside('quarter', { from: firstQuarter, to: q.current.to })}
    ),
    -- The window's confirmed requests, from the covering index payments_user_confirmed_idx
    -- (one range per fiat currency). Read twice, by seconds to confirm and by unusual amount:
    -- two scans of the index cost less than holding 135,000 rows of six columns between them.
    cw as not materialized (
      select id, fiat_currency, fiat_cents, created_at, confirmed_at, first_payer_address
      from payments
      where user_id = ${userId} and status = 'CONFIRMED'
        and fiat_currency in (${fiatCurrencies}) and ${inside('confirmed_at', q.current)}
    ),
    confirm_seconds as (
      -- date_part: a double, where extract's numeric costs more than the rest of the query.
      select greatest(0, floor(date_part('epoch', confirmed_at - created_at)))::integer as seconds,
        count(*) as n
      from cw group by 1
    ),
    -- The latest amounts confirmed in the history, per currency, newest first off the index.
    latest_amounts as materialized (
      select f.code as fiat_currency, latest.fiat_cents
      from unnest(array[${fiatCurrencies}]) as f(code) cross join lateral (
        select fiat_cents from payments
        where user_id = ${userId} and status = 'CONFIRMED' and fiat_currency = f.code
          and ${inside('confirmed_at', q.history)}
        order by confirmed_at desc limit ${q.amountBaselineMax}
      ) latest
    ),
    -- Nearest-rank median of each currency's amounts, then of their distances from it (MAD).
    -- Per currency in turn, so no step sorts by the currency's text.
    spreads as materialized (
      select f.code as fiat_currency, m.n, m.median, d.mad
      from unnest(array[${fiatCurrencies}]) as f(code)
      cross join lateral (
        select count(*) as n, percentile_disc(0.5) within group (order by fiat_cents) as median
        from latest_amounts where fiat_currency = f.code
      ) m
      cross join lateral (
        select percentile_disc(0.5) within group (order by abs(fiat_cents - m.median)) as mad
        from latest_amounts where fiat_currency = f.code
      ) d
      where m.n > 0
    ),
    -- Only a payer confirmed that often over all time can have a burst in the window: their
    -- counts are kept per payer (folded rows that high, and deltas not folded yet, are the
    -- candidates), so the window's requests are never grouped by payer.
    candidates as materialized (
      select payer from payment_payer_counts
      where user_id = ${userId} and compacted and count >= ${q.burstCountMin}
      union
      select payer from payment_payer_counts where user_id = ${userId} and not compacted
    ),
    regulars as (
      select c.payer from candidates c cross join lateral (
        select sum(count) as total from payment_payer_counts p
        where p.user_id = ${userId} and p.payer = c.payer
      ) counted
      where counted.total >= ${q.burstCountMin}
    ),
    -- Their confirmations in the window, off payments_user_payer_idx.
    runs as (
      select r.payer, p.confirmed_at as at, count(*) over (
        partition by r.payer order by p.confirmed_at
        range between ${span} preceding and current row
      ) as n
      from regulars r join payments p on p.user_id = ${userId} and p.status = 'CONFIRMED'
        and p.first_payer_address is not null
        and lower(p.first_payer_address collate "C") = r.payer
        and ${inside('p.confirmed_at', q.current)}
    ),
    peaks as (select payer, at, n, max(n) over (partition by payer) as top from runs)
    select json_build_object(
      'paid', ${json(sql`
        select fiat_currency as "fiatCurrency", currency, chain,
          quarter >= ${at(q.current.from)} as current, sum(count) as count, sum(cents) as cents,
          sum(late) as late, sum(underpaid) as underpaid, sum(overpaid) as overpaid
        from (${confirmedIn({ from: q.previous.from, to: q.current.to })}) c
        group by 1, 2, 3, 4 having sum(count) <> 0`)},
      'created', ${json(sql`
        select status,
          coalesce(sum(count) filter (where ${inside('quarter', q.current)}), 0) as current,
          coalesce(sum(count) filter (where ${inside('quarter', q.recent)}), 0) as recent,
          coalesce(sum(count) filter (where ${inside('quarter', q.baseline)}), 0) as baseline
        from created_quarters group by status`)},
      'timeoutsByDay', ${json(sql`
        select ${daysAgo('quarter')} as "daysAgo", sum(count) as count
        from created_quarters where status = 'TIMED_OUT'
        group by 1 having sum(count) <> 0`)},
      'quarterHours', ${json(sql`
        select quarter, sum(count) as count
        from (${confirmedIn(q.current)}) c group by 1 having sum(count) <> 0`)},
      'forecastDays', ${json(sql`
        select fiat_currency as "fiatCurrency", ${daysAgo('quarter')} as "daysAgo",
          sum(cents) as cents
        from (${confirmedIn(q.forecast)}) c group by 1, 2 having sum(count) <> 0`)},
      'confirmSeconds', (
        select array[
          min(seconds) filter (where below * 2 >= total),
          min(seconds) filter (where below * 10 >= total * 9)
        ]
        from (
          select seconds, sum(n) over (order by seconds) as below, sum(n) over () as total
          from confirm_seconds
        ) ranked_seconds
        having count(*) > 0
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
