// A million open requests over the four chains in one worker (issue 22, P1): JSON-RPC calls per
// block on each chain at a thousand and at TOTAL open requests, the watched-address reads
// (decision note 087) at that size: the full load a watcher starts with, the incremental
// refresh it runs every minute after CHANGES status changes, and the query it replaced, and the
// process's memory. Four anvils (one per chain, automine off), the real app with its four
// watchers (PGlite in memory, or PostgreSQL under DATABASE_URL), a paying transfer per block.
// Run: npm run bench:watcher-scale   (TOTAL=1000000 CHANGES=6000 BLOCKS=10)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import type { ChainId, ChainRegistry } from '@incasso/shared/chains';
import { sql } from 'drizzle-orm';
import {
  changeOverlapMs,
  createWatchedAddresses,
} from '../apps/server/src/modules/chain/watcher-addresses.ts';
import { startAnvilChain, type AnvilChain } from '../apps/server/test/anvil-chain.ts';
import { buildTestApp } from '../apps/server/test/build-test-app.ts';
import { buildMerchant, buildPayment } from '../apps/server/test/factories/payments.ts';
import { payerOf, until } from '../apps/server/test/factories/watcher.ts';
import { insertOpenRequests } from '../apps/server/test/factories/watcher-requests.ts';
import { describeMachine } from './machine.ts';

const TOTAL = Number(process.env.TOTAL ?? 1_000_000);
const CHANGES = Number(process.env.CHANGES ?? 6_000);
const BLOCKS = Number(process.env.BLOCKS ?? 10);
const CHAINS: ChainId[] = ['ethereum', 'polygon', 'bsc', 'cronos'];
const MiB = 1024 * 1024;

const envs = new Map<ChainId, AnvilChain>();
for (const chain of CHAINS) envs.set(chain, await startAnvilChain({ chain, automine: false }));
const base = envs.get('ethereum')?.registry as ChainRegistry;
const registry = applyChainOverrides(
  Object.fromEntries(CHAINS.map((chain) => [chain, { confirmations: 3 }])),
  Object.fromEntries(
    Object.entries(base).map(([chain, info]) => [
      chain,
      envs.get(chain as ChainId)?.registry[chain as ChainId] ?? info,
    ]),
  ) as unknown as ChainRegistry,
);
const ctx = await buildTestApp({
  config: { logLevel: 'warn' },
  deps: { registry, chainWatcher: { chains: CHAINS, refreshMs: 3_600_000 } },
});
const watchers = ctx.modules.chain.watchers;
const { matching } = ctx.modules.payments;
const loads: number[] = [];
const sampleLoad = () => loads.push(os.loadavg()[0] ?? 0);

function memory() {
  global.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed / MiB, rss: rss / MiB };
}

async function callsPerBlock(chain: ChainId, merchant: Awaited<ReturnType<typeof buildMerchant>>) {
  const env = envs.get(chain) as AnvilChain;
  const before = watchers.status(chain).rpcCalls;
  for (let block = 0; block < BLOCKS; block += 1) {
    const payment = await buildPayment(ctx, merchant, { currency: 'usdt', fiatAmount: '3' });
    await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
    await env.anvil.testClient.mine({ blocks: 1 });
    const head = Number(await env.anvil.publicClient.getBlockNumber());
    await until(() => watchers.status(chain).tip === head, `${chain} block ${head}`, 120_000);
  }
  const after = watchers.status(chain).rpcCalls;
  const calls = Object.entries(after).reduce((sum, [k, v]) => sum + v - (before[k] ?? 0), 0);
  return calls / BLOCKS;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

// The query the refresh ran every minute before decision note 087, for comparison.
const previousQuery = (chain: ChainId) =>
  ctx.db.execute(sql`select distinct address from payments where chain = ${chain} and (
    status in ('PENDING', 'DETECTED', 'CONFIRMING')
    or (status in ('TIMED_OUT', 'CANCELLED') and monitor_until > now()))`);

try {
  for (const chain of CHAINS) {
    await until(() => watchers.status(chain).tip !== null, `the ${chain} watcher`, 60_000);
  }
  const merchants = new Map<ChainId, Awaited<ReturnType<typeof buildMerchant>>>();
  for (const chain of CHAINS) {
    merchants.set(chain, await buildMerchant(ctx, { chain, currencies: ['usdt'] }));
  }
  const fill = async (perChain: number) => {
    for (const chain of CHAINS) {
      const merchant = merchants.get(chain);
      if (!merchant) continue;
      await insertOpenRequests(ctx.db, watchers, {
        userId: merchant.user.id,
        chain,
        currency: 'usdt',
        decimals: 6,
        count: perChain,
      });
    }
  };

  const small = 1_000;
  await fill(small / CHAINS.length);
  const before: Record<string, number> = {};
  for (const chain of CHAINS) {
    before[chain] = await callsPerBlock(chain, merchants.get(chain) as never);
    sampleLoad();
  }
  const memoryBefore = memory();

  const filling = performance.now();
  await fill((TOTAL - small) / CHAINS.length);
  const fillSeconds = (performance.now() - filling) / 1000;
  if (ctx.database.kind === 'postgres') await ctx.db.execute(sql`analyze payments`);
  const memoryAfter = memory();
  const watched = CHAINS.reduce((sum, chain) => sum + watchers.status(chain).watched, 0);

  const after: Record<string, number> = {};
  for (const chain of CHAINS) {
    after[chain] = await callsPerBlock(chain, merchants.get(chain) as never);
    sampleLoad();
  }

  // The reads, on a set of its own per chain (the running watchers' are the same code), once the
  // filling is older than the overlap a refresh reads again, as between two refreshes.
  const overlapMs = changeOverlapMs(ctx.database.kind);
  await new Promise((resolve) => setTimeout(resolve, overlapMs));
  const rows: string[] = [];
  for (const chain of CHAINS) {
    const set = createWatchedAddresses(
      {
        full: (now) => matching.watchList(chain, now),
        changes: (since, also, now) => matching.watchChanges(chain, since, also, now),
      },
      { overlapMs },
    );
    const [, fullMs] = await timed(() => set.reload());
    const [, previousMs] = await timed(() => previousQuery(chain));
    // CHANGES per chain between two refreshes: half the requests close, half are new.
    const merchant = merchants.get(chain);
    await ctx.db.execute(sql`update payments set status = 'CANCELLED', amount_reserved = false,
      monitor_until = now() - interval '1 second'
      where id in (select id from payments where chain = ${chain} and status = 'PENDING'
        limit ${Math.floor(CHANGES / 2)})`);
    await insertOpenRequests(ctx.db, watchers, {
      userId: merchant?.user.id ?? '',
      chain,
      currency: 'usdt',
      decimals: 6,
      count: Math.ceil(CHANGES / 2),
    });
    const [, refreshMs] = await timed(() => set.refresh());
    const [, idleRefreshMs] = await timed(() => set.refresh());
    sampleLoad();
    rows.push(
      `| ${chain} | ${before[chain]?.toFixed(1)} | ${after[chain]?.toFixed(1)} | ${set.size.toLocaleString('en')} | ${fullMs.toFixed(0)} ms | ${refreshMs.toFixed(0)} ms | ${idleRefreshMs.toFixed(0)} ms | ${previousMs.toFixed(0)} ms |`,
    );
  }

  console.info(
    `${describeMachine()}; database ${ctx.database.kind}; ${TOTAL.toLocaleString('en')} open requests over ${CHAINS.length} chains (stored in ${fillSeconds.toFixed(0)} s), ${BLOCKS} blocks per measure, ${CHANGES.toLocaleString('en')} changes per chain between refreshes; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
  console.info(
    `| chain | RPC calls / block at ${small.toLocaleString('en')} open | at ${TOTAL.toLocaleString('en')} | watched addresses | full load (start, takeover) | incremental refresh after the changes | refresh with no change | previous full query |`,
  );
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.info(row);
  console.info(
    `\nProcess memory after a GC, ${watched.toLocaleString('en')} addresses watched: heap ${memoryBefore.heap.toFixed(0)} → ${memoryAfter.heap.toFixed(0)} MiB, RSS ${memoryBefore.rss.toFixed(0)} → ${memoryAfter.rss.toFixed(0)} MiB`,
  );
} finally {
  await ctx.close();
  for (const env of envs.values()) await env.anvil.stop();
}
