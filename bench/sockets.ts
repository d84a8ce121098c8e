// Concurrent Socket.IO clients on one process (DESIGN section 13, issue 7): memory per socket,
// and the fan-out latency of a `payment:status_update`, from the status change being stored
// (a real transition through the domain events) to its arrival at each watching client.
// The app runs here; the clients run in CLIENT_PROCESSES processes of their own.
// Issue 22 (P4) adds the realistic load: SOCKETS pages each watching a payment of its own while
// RATE of those payments change status every second for STEADY_SECONDS.
// Run: npm run bench:sockets   (SOCKETS=10000, CLIENT_PROCESSES=cores, RATE=100, STEADY_SECONDS=60)
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { payments as paymentsTable } from '../apps/server/src/db/schema/payments.ts';
import { buildTestApp } from '../apps/server/test/build-test-app.ts';
import { buildMerchant, buildPayment } from '../apps/server/test/factories/payments.ts';
import { insertOpenRequests } from '../apps/server/test/factories/watcher-requests.ts';
import { testConfig } from '../apps/server/test/test-config.ts';
import { describeMachine } from './machine.ts';
import { sampleCpu } from './support/cpu-sampler.ts';
import { samplePgActivity } from './support/pg-activity.ts';

const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
// One per core: more processes than cores only take turns on them, and a client waiting for its
// turn counts its wait as the server's delivery time (one payment to 10,000 pages: p99 238–273 ms
// from 4 processes on 2 cores against 177–209 ms from 2, alternating runs of 2026-11-28).
const CLIENT_PROCESSES = Number(process.env.CLIENT_PROCESSES ?? availableParallelism());
const ROOMS = 100;
const RATE = Number(process.env.RATE ?? 100);
const STEADY_SECONDS = Number(process.env.STEADY_SECONDS ?? 60);
// The steady minute's requests belong to this many merchants, taken in turn (a platform's
// 100 changes a second come from many shops; 1 puts them all on one merchant's events, which
// are handed over in order, decision note 103).
const STEADY_MERCHANTS = Number(process.env.STEADY_MERCHANTS ?? 100);
const MAX_IN_FLIGHT = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clientScript = fileURLToPath(new URL('./support/socket-clients.ts', import.meta.url));
const now = () => performance.timeOrigin + performance.now();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

function settle() {
  globalThis.gc?.();
  return process.memoryUsage();
}

// Every client comes from 127.0.0.1: the per-address budgets are raised for this run.
const limits = {
  ...testConfig().socketLimits,
  maxSocketsPerIp: SOCKETS * 2,
  ipEventBurst: SOCKETS * 4,
  ipEventsPerSecond: SOCKETS * 4,
};
const ctx = await buildTestApp({ config: { logLevel: 'warn', socketLimits: limits } });
const clients: ChildProcess[] = [];
try {
  const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const merchant = await buildMerchant(ctx, { currencies: ['usdt'] });
  const payments = [];
  for (let i = 0; i < ROOMS; i++) {
    payments.push(await buildPayment(ctx, merchant, { fiatAmount: String(10 + i) }));
  }
  const [single] = payments;
  if (!single) throw new Error('no payment');

  const ask = (client: ChildProcess, kind: string) =>
    new Promise<unknown>((resolve) => {
      client.once('message', resolve);
      client.send({ kind });
    });
  /** `own`: each socket watches a payment of its own (paymentIds has one per socket). */
  async function openClients(paymentIds: string[], { own = false } = {}) {
    const perProcess = Math.ceil(SOCKETS / CLIENT_PROCESSES);
    const started = [];
    for (let i = 0; i < CLIENT_PROCESSES; i++) {
      const client = fork(clientScript, { execArgv: ['--import', 'tsx'] });
      clients.push(client);
      const ids = own ? paymentIds.slice(i * perProcess, (i + 1) * perProcess) : paymentIds;
      started.push(
        new Promise<void>((resolve) => {
          client.once('message', () => resolve());
          client.send({
            url,
            count: Math.min(perProcess, own ? ids.length : perProcess),
            paymentIds: ids,
          });
        }),
      );
    }
    await Promise.all(started);
  }
  async function closeClients() {
    for (const client of clients.splice(0)) client.send({ kind: 'close' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  let disconnects = 0;
  let clientLoopDelayMaxMs: number[] = [];
  let pings: number[] = [];
  /** Receipts as [payment id, time, client process]. */
  async function arrivals(): Promise<[string, number, number][]> {
    const reports = (await Promise.all(clients.map((client) => ask(client, 'report')))) as {
      arrivals: [string, number][];
      pings: number[];
      disconnects: number;
      loopDelayMaxMs: number;
    }[];
    disconnects = reports.reduce((sum, report) => sum + report.disconnects, 0);
    pings = reports.flatMap((report) => report.pings);
    clientLoopDelayMaxMs = reports.map((report) => report.loopDelayMaxMs);
    return reports.flatMap((report, client) =>
      report.arrivals.map(([id, at]): [string, number, number] => [id, at, client]),
    );
  }
  /** Stores a transition of each payment (PENDING → DETECTED, then back), timed per payment. */
  async function fanOut(ids: string[], rounds: number) {
    const latencies: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const sentAt = new Map<string, number>();
      for (const id of ids) sentAt.set(id, now());
      await ctx.modules.payments.transact(async (tx) => {
        const updates = [];
        for (const id of ids) {
          const row = await ctx.modules.payments.matching
            .cancel(tx, merchant.user.id, id)
            .catch(() => []);
          updates.push(...row);
        }
        return updates;
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const [id, at] of await arrivals()) latencies.push(at - (sentAt.get(id) ?? at));
    }
    return latencies;
  }

  /**
   * Checkpoints so far (a checkpoint's writes can slow commits): PostgreSQL 17, which PGlite
   * is, moved the counts from pg_stat_bgwriter to pg_stat_checkpointer.
   */
  async function checkpoints(): Promise<number> {
    const count = (statement: ReturnType<typeof sql>) =>
      ctx.db
        .execute(statement)
        .then((result) => Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n));
    return count(sql`select (num_timed + num_requested)::int as n from pg_stat_checkpointer`).catch(
      () =>
        count(sql`select (checkpoints_timed + checkpoints_req)::int as n from pg_stat_bgwriter`),
    );
  }

  /**
   * RATE status changes a second (a cancellation each, in a transaction of its own, as a
   * merchant's or the expiry job's) of distinct payments, for STEADY_SECONDS, each timed from
   * just before its transaction to its page's receipt. The rate reached is reported: the
   * database may not keep up on a loaded machine.
   */
  async function steady(ids: string[]) {
    const total = Math.min(ids.length, RATE * STEADY_SECONDS);
    const sentAt = new Map<string, number>();
    // When each change's transaction had its connection and began, and when its statements
    // were done, just before its commit.
    const begunAt = new Map<string, number>();
    const storedAt = new Map<string, number>();
    // Where a late delivery comes from: this process's loop (the server's) and its GC pauses,
    // against each client process's own loop.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    const gcPauses: { at: number; ms: number; kind: number }[] = [];
    const gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        gcPauses.push({
          at: performance.timeOrigin + entry.startTime,
          ms: entry.duration,
          kind: (entry as { detail?: { kind?: number } }).detail?.kind ?? 0,
        });
      }
    });
    gcObserver.observe({ entryTypes: ['gc'] });
    loopDelay.enable();
    const checkpointsBefore = await checkpoints();
    // PGlite runs in this process and has no other backends to look at.
    const activity = process.env.DATABASE_URL ? samplePgActivity(ctx.db) : undefined;
    const cpu = sampleCpu();
    const started = now();
    const inFlight = new Set<Promise<unknown>>();
    let done = 0;
    while (done < total) {
      const due = Math.min(total, Math.floor(((now() - started) / 1000) * RATE));
      // Changes come from many requests at once, not one after the other: each starts when due,
      // up to MAX_IN_FLIGHT transactions at a time (PGlite runs them one by one anyway).
      while (done < due && inFlight.size < MAX_IN_FLIGHT) {
        const id = ids[done++] ?? '';
        sentAt.set(id, now());
        const change = ctx.modules.payments
          .transact(async (tx) => {
            begunAt.set(id, now());
            const updates = await ctx.modules.payments.matching.cancel(
              tx,
              ownerOf.get(id) ?? '',
              id,
            );
            storedAt.set(id, now());
            return updates;
          })
          .finally(() => inFlight.delete(change));
        inFlight.add(change);
      }
      await sleep(2);
    }
    await Promise.all(inFlight);
    const seconds = (now() - started) / 1000;
    const database = await activity?.stop(started);
    const machine = cpu.stop(started);
    loopDelay.disable();
    await sleep(2_000);
    gcObserver.disconnect();
    const received = await arrivals();
    const latencies = received.map(([id, at]) => at - (sentAt.get(id) ?? at));
    const late = received
      .map(([id, at, client]) => ({
        sent: (sentAt.get(id) ?? at) - started,
        ms: at - (sentAt.get(id) ?? at),
        storingMs: (storedAt.get(id) ?? at) - (sentAt.get(id) ?? at),
        beginMs: (begunAt.get(id) ?? at) - (sentAt.get(id) ?? at),
        client,
      }))
      .filter((delivery) => delivery.ms > 50);
    // The forced collection just before the minute is reported too: not one of its pauses.
    const pauses = gcPauses.filter((pause) => pause.at >= started);
    const longestGc = pauses.reduce((longest, pause) => (pause.ms > longest.ms ? pause : longest), {
      at: started,
      ms: 0,
    });
    const diagnosis = {
      // Wall clock of second 0: a late second at a minute's turn points at the cron jobs.
      startedAt: new Date(started).toISOString(),
      serverLoopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      gc: {
        pauses: pauses.length,
        totalMs: pauses.reduce((sum, pause) => sum + pause.ms, 0),
        longestMs: longestGc.ms,
        longestAtS: (longestGc.at - started) / 1000,
        // Pauses over 10 ms: second of the minute, length, and V8's kind (1 minor, 2 major,
        // 4 incremental marking, 8 weak callbacks).
        over10Ms: pauses
          .filter((pause) => pause.ms > 10)
          .map((pause) => [
            Number(((pause.at - started) / 1000).toFixed(1)),
            Math.round(pause.ms),
            pause.kind,
          ]),
      },
      clientLoopDelayMaxMs,
      lateOver50Ms: late.length,
      // Of a late delivery's time: waiting for a connection and storing the change, against
      // the commit, the outbox's hand-over and the way to the page.
      lateStoringMsP50: percentile(
        late.map((delivery) => delivery.storingMs),
        50,
      ),
      // Of that: the wait for a pool connection and the BEGIN.
      lateBeginMsP50: percentile(
        late.map((delivery) => delivery.beginMs),
        50,
      ),
      lateAfterStoringMsP50: percentile(
        late.map((delivery) => delivery.ms - delivery.storingMs),
        50,
      ),
      lateByClient: clients.map(
        (_, client) => late.filter((delivery) => delivery.client === client).length,
      ),
      // The seconds of the minute with the most late deliveries: a burst or a spread.
      lateBySecond: [
        ...late
          .reduce((counts, delivery) => {
            const second = Math.floor(delivery.sent / 1000);
            return counts.set(second, (counts.get(second) ?? 0) + 1);
          }, new Map<number, number>())
          .entries(),
      ]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8),
      checkpoints: (await checkpoints()) - checkpointsBefore,
      // Heartbeats per second of the minute: 10,000 pings and pongs in a second is a burst.
      pingsBySecond: [
        ...pings
          .filter((at) => at >= started && at < started + seconds * 1000)
          .reduce((counts, at) => {
            const second = Math.floor((at - started) / 1000);
            return counts.set(second, (counts.get(second) ?? 0) + 1);
          }, new Map<number, number>())
          .entries(),
      ]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8),
    };
    const lateSeconds = new Set(diagnosis.lateBySecond.slice(0, 4).map(([second]) => second));
    const databaseBySecond = database && {
      // The late seconds beside every second an autovacuum worker ran.
      seconds: [...database]
        .filter(([second, s]) => lateSeconds.has(second) || s.autovacuum.length > 0)
        .sort((a, b) => a[0] - b[0])
        .map(([second, s]) => ({ second, late: lateSeconds.has(second), ...s })),
      activeMean: Number(
        (
          [...database.values()].reduce((sum, s) => sum + s.active, 0) / Math.max(1, database.size)
        ).toFixed(1),
      ),
    };
    return {
      latencies,
      changes: total,
      rate: total / seconds,
      disconnects,
      diagnosis: {
        ...diagnosis,
        database: databaseBySecond,
        // The machine in the late seconds beside the minute as a whole.
        machine: {
          lateSeconds: [...lateSeconds].map((second) => ({ second, ...machine.get(second) })),
          busyMeanPct: Math.round(
            [...machine.values()].reduce((sum, s) => sum + s.busyPct, 0) /
              Math.max(1, machine.size),
          ),
          mostSteal: [...machine]
            .sort((a, b) => b[1].stealPct - a[1].stealPct)
            .slice(0, 4)
            .map(([second, s]) => ({ second, ...s })),
        },
      },
    };
  }

  // Each page its own payment: SOCKETS open requests of STEADY_MERCHANTS merchants, stored in
  // bulk, in an order that takes the merchants in turn.
  const steadyMerchants = [merchant];
  while (steadyMerchants.length < STEADY_MERCHANTS) {
    steadyMerchants.push(await buildMerchant(ctx, { currencies: ['usdt'] }));
  }
  const shared = new Set(payments.map((payment) => payment.id));
  const ownerOf = new Map<string, string>();
  const byMerchant: string[][] = [];
  for (const { user } of steadyMerchants) {
    await insertOpenRequests(
      ctx.db,
      { watch: async () => undefined },
      {
        userId: user.id,
        chain: single.chain,
        currency: 'usdt',
        decimals: 6,
        count: Math.ceil(SOCKETS / STEADY_MERCHANTS),
      },
    );
    const ids = (
      await ctx.db
        .select({ id: paymentsTable.id })
        .from(paymentsTable)
        .where(and(eq(paymentsTable.userId, user.id), eq(paymentsTable.status, 'PENDING')))
    )
      .map((row) => row.id)
      .filter((id) => !shared.has(id));
    for (const id of ids) ownerOf.set(id, user.id);
    byMerchant.push(ids);
  }
  const longest = Math.max(...byMerchant.map((ids) => ids.length));
  const own = Array.from({ length: longest }, (_, i) => byMerchant.map((ids) => ids[i]))
    .flat()
    .filter((id) => id !== undefined)
    .slice(0, SOCKETS);
  const beforeOwn = settle();
  await openClients(own, { own: true });
  const connectedOwn = settle();
  const steadyRun = await steady(own);
  await closeClients();

  const before = settle();
  await openClients([single.id]);
  const connected = settle();
  const perSocket = (connected.rss - before.rss) / SOCKETS;
  const heapPerSocket = (connected.heapUsed - before.heapUsed) / SOCKETS;
  const oneRoom = await fanOut([single.id], 1);
  await closeClients();

  const spread = payments.slice(1).map((payment) => payment.id);
  await openClients(spread);
  const manyRooms = await fanOut(spread, 1);
  await closeClients();

  console.info(
    `${describeMachine()}; database ${ctx.database.kind}; ${SOCKETS.toLocaleString('en')} sockets from ${CLIENT_PROCESSES} client processes`,
  );
  console.info('| measure | value |');
  console.info('| --- | ---: |');
  console.info(`| server RSS growth per socket | ${(perSocket / 1024).toFixed(1)} KiB |`);
  console.info(`| server heap growth per socket | ${(heapPerSocket / 1024).toFixed(1)} KiB |`);
  console.info(
    `| each page its own payment: server RSS / heap growth per socket | ${((connectedOwn.rss - beforeOwn.rss) / SOCKETS / 1024).toFixed(1)} KiB / ${((connectedOwn.heapUsed - beforeOwn.heapUsed) / SOCKETS / 1024).toFixed(1)} KiB |`,
  );
  const steadyValues = steadyRun.latencies;
  console.info(
    `| ${steadyRun.changes.toLocaleString('en')} changes at ${steadyRun.rate.toFixed(0)}/s (asked ${RATE}/s for ${STEADY_SECONDS} s) of ${STEADY_MERCHANTS} merchants, each page its own payment: deliveries / p50 / p99 / max; sockets dropped | ${steadyValues.length.toLocaleString('en')} / ${percentile(steadyValues, 50).toFixed(0)} ms / ${percentile(steadyValues, 99).toFixed(0)} ms / ${Math.max(...steadyValues).toFixed(0)} ms; ${steadyRun.disconnects} |`,
  );
  console.info(
    `steady minute, where late deliveries come from: ${JSON.stringify(steadyRun.diagnosis)}`,
  );
  for (const [name, values] of [
    [`one payment, ${SOCKETS.toLocaleString('en')} watchers`, oneRoom],
    [
      `${ROOMS - 1} payments at once, ~${Math.round(SOCKETS / (ROOMS - 1))} watchers each`,
      manyRooms,
    ],
  ] as const) {
    console.info(
      `| fan-out, ${name}: deliveries / p50 / p99 / max | ${values.length.toLocaleString('en')} / ${percentile(values, 50).toFixed(0)} ms / ${percentile(values, 99).toFixed(0)} ms / ${Math.max(...values).toFixed(0)} ms |`,
    );
  }
} finally {
  for (const client of clients) client.kill();
  await ctx.close();
}
