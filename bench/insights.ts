import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { insightSumsQuery as queryFor } from '../apps/server/src/modules/insights/analytics/compute-insights.ts';
import { createInsightsService } from '../apps/server/src/modules/insights/insights.service.ts';
import { createInsightQuartersFold } from '../apps/server/src/modules/payments/history/insight-quarters.repository.ts';
import {
  createInsightSumsRepository,
  insightSumsQuery,
} from '../apps/server/src/modules/payments/history/insight-sums.repository.ts';
import { buildTestApp } from '../apps/server/test/build-test-app.ts';
import { seedPaymentHistory } from '../apps/server/test/factories/payment-history.ts';
import { buildUser } from '../apps/server/test/factories/users.ts';
import { describeMachine } from './machine.ts';

// The 90-day insights view as a merchant's 180-day history grows: the service as
// `GET /api/insights?days=90` runs it (sums grouped by the database, decision notes 086 and 102, then the
// core's arithmetic), against two peers on the same rows in the same run: one bare scan of the
// history (a count, the least any query over it costs) and reading the history's rows into
// memory as the previous version did before computing anything. Median of ROUNDS each, rounds
// interleaved; heap is the bench process's growth across one view after a forced GC.
// `node --expose-gc --import tsx bench/insights.ts` (PGlite) or with DATABASE_URL (PostgreSQL);
// SIZES=1000,10000,100000,300000 ROUNDS=5; EXPLAIN=<file> writes the statement's plan with its
// actual times (EXPLAIN ANALYZE) at the largest size to that file.
const SIZES = (process.env.SIZES ?? '1000,10000,100000,300000').split(',').map(Number);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const EXPLAIN = process.env.EXPLAIN;
const NOW = new Date('2026-07-15T12:00:00.000Z');
const DAY_MS = 86_400_000;
const MiB = 1024 * 1024;

const ctx = await buildTestApp({ config: { logLevel: 'silent', env: 'production' } });
const service = createInsightsService({
  insightSums: createInsightSumsRepository(ctx.db),
  timeZoneOf: () => Promise.resolve('Europe/Rome'),
  now: () => NOW,
});
const since = new Date(NOW.getTime() - 180 * DAY_MS).toISOString();

const bareScan = (userId: string) =>
  ctx.db.execute(sql`select count(*), sum(fiat_cents) from payments
    where user_id = ${userId} and created_at >= ${since}::timestamptz`);
// The previous version's read (payment-history.repository.ts before decision note 086).
const previousRead = (userId: string) =>
  ctx.db.execute(sql`select id, status, fiat_cents, fiat_currency, currency, chain, created_at,
      confirmed_at, paid_late, underpaid, overpaid, (
        select t.from_address from payment_transfers t where t.payment_id = payments.id
        order by t.block_number, t.log_index limit 1
      ) as payer
    from payments where user_id = ${userId} and created_at >= ${since}::timestamptz
    order by created_at, id`);

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function heapGrowth(work: () => Promise<unknown>) {
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = await work();
  const after = process.memoryUsage().heapUsed;
  return { kept, mib: (after - before) / MiB };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number | undefined) => `${(value ?? NaN).toFixed(0)} ms`;

/** The plan as the repository runs it: its settings, in its transaction. */
async function explain(userId: string, file: string) {
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    return tx.execute(
      sql`explain (analyze, buffers) ${insightSumsQuery(userId, queryFor(NOW, 90))}`,
    );
  });
  const lines = (result as unknown as { rows: Record<string, string>[] }).rows;
  await writeFile(file, lines.map((row) => Object.values(row)[0]).join('\n'));
  console.info(`plan written to ${file}`);
}

try {
  const rows: string[] = [];
  const loads: number[] = [];
  for (const size of SIZES) {
    const user = await buildUser(ctx.db);
    const seeding = performance.now();
    await seedPaymentHistory(ctx.db, { userId: user.id, count: size, now: NOW, days: 180 });
    const seedSeconds = (performance.now() - seeding) / 1000;
    // The state a running service settles in: the fold job has folded the triggers' deltas
    // (decision note 102) and autovacuum has marked the pages all-visible for index-only scans.
    // The seed stores its payments at once, so the triggers write one delta row each and the
    // fold deletes them: 300,000 rows leave the quarter tables at 60–80 MB of empty pages around
    // 2 MB of sums, which a service folding every ten minutes never accumulates (vacuum reuses
    // the space of each fold's few deltas). They are rewritten to the size such a service has.
    await createInsightQuartersFold(ctx.db)();
    await ctx.db.execute(sql`vacuum analyze payments`);
    await ctx.db.execute(sql`vacuum full analyze payment_created_quarters`);
    await ctx.db.execute(sql`vacuum full analyze payment_confirmed_quarters`);
    await ctx.db.execute(sql`vacuum full analyze payment_payer_counts`);
    await service.insights(user.id, 90);
    const view: number[] = [];
    const scan: number[] = [];
    const read: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      view.push(await timed(() => service.insights(user.id, 90)));
      scan.push(await timed(() => bareScan(user.id)));
      read.push(await timed(() => previousRead(user.id)));
      loads.push(os.loadavg()[0] ?? 0);
    }
    const viewHeap = await heapGrowth(() => service.insights(user.id, 90));
    const readHeap = await heapGrowth(() => previousRead(user.id));
    const [v, s, r] = [median(view), median(scan), median(read)];
    rows.push(
      `| ${size.toLocaleString('en')} | ${ms(v)} | ${ms(s)} | ${((v ?? 0) / (s ?? 1)).toFixed(1)} | ${ms(r)} | ${((v ?? 0) / (r ?? 1)).toFixed(2)} | ${viewHeap.mib.toFixed(1)} MiB | ${readHeap.mib.toFixed(1)} MiB | ${seedSeconds.toFixed(0)} s |`,
    );
    console.info(rows.at(-1));
    if (EXPLAIN && size === Math.max(...SIZES)) await explain(user.id, EXPLAIN);
  }
  const [low, high] = [Math.min(...loads), Math.max(...loads)];
  console.info(
    `\n${describeMachine()}; database ${ctx.database.kind}; ${ROUNDS} rounds; load average ${low.toFixed(1)}–${high.toFixed(1)} during the rounds`,
  );
  console.info(
    '| payments in 180 days | 90-day view | bare scan | view / scan | previous read | view / previous read | view heap | previous read heap | seeded in |',
  );
  console.info('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.info(row);
} finally {
  await ctx.close();
}
