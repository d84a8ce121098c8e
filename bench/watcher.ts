// Chain watcher cost as open requests grow 10 → 100,000 (DESIGN section 13): JSON-RPC calls and
// CPU per block, and detection latency from a mined block to the `payment:status_update` socket
// event. Everything runs on loopback: anvil as `ethereum`, the real app (PGlite in memory, or
// PostgreSQL under DATABASE_URL) with its watcher, and a real socket.io client.
// Run: npm run bench:watcher   (BLOCKS=30 blocks per level, MAX_OPEN=100000 by default)
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import type { PaymentStatusUpdate } from '@incasso/shared/events';
import { startAnvilChain } from '../apps/server/test/anvil-chain.ts';
import { buildTestApp } from '../apps/server/test/build-test-app.ts';
import { connectSocket, listen } from '../apps/server/test/socket-client.ts';
import { payerOf, until } from '../apps/server/test/factories/watcher.ts';
import { insertOpenRequests } from '../apps/server/test/factories/watcher-requests.ts';
import { buildMerchant, buildPayment } from '../apps/server/test/factories/payments.ts';
import { describeMachine } from './machine.ts';

const MAX_OPEN = Number(process.env.MAX_OPEN ?? 100_000);
const LEVELS = [10, 100, 1_000, 10_000, 100_000].filter((level) => level <= MAX_OPEN);
const BLOCKS = Number(process.env.BLOCKS ?? 30);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const delta = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));

const env = await startAnvilChain({ automine: false });
// Ethereum's 12 s block time: heads come from the newHeads subscription, not from polls.
const registry = applyChainOverrides({ ethereum: { confirmations: 3 } }, env.registry);
const ctx = await buildTestApp({
  // Warnings and errors are printed: a watcher that keeps failing shows why.
  config: { logLevel: 'warn' },
  deps: { registry, chainWatcher: { chains: ['ethereum'], refreshMs: 3_600_000 } },
});
const watchers = ctx.modules.chain.watchers;
try {
  const baseUrl = await listen(ctx.app);
  await until(() => watchers.status('ethereum').tip !== null, 'the watcher', 30_000);
  const merchant = await buildMerchant(ctx, { currencies: ['usdt'] });
  const socket = await connectSocket(baseUrl, { cookie: merchant.cookie });
  const detected = new Map<string, () => void>();
  socket.on('payment:status_update', (update: PaymentStatusUpdate) => {
    if (update.status === 'DETECTED') detected.get(update.paymentId)?.();
  });

  console.info(
    `${describeMachine()}; database ${ctx.database.kind}; ` +
      `${BLOCKS} blocks per level, each with one transfer paying a request`,
  );
  console.info(
    '| open requests | RPC calls / block | CPU ms / block | detection p50 | detection p95 | address refresh query |',
  );
  console.info('| ---: | --- | ---: | ---: | ---: | ---: |');
  let open = 0;
  for (const level of LEVELS) {
    await insertOpenRequests(ctx.db, watchers, {
      userId: merchant.user.id,
      chain: 'ethereum',
      currency: 'usdt',
      decimals: 6,
      count: level - open,
    });
    open = level;
    const refreshStart = performance.now();
    await ctx.modules.payments.matching.watchedAddresses('ethereum');
    const refreshMs = performance.now() - refreshStart;

    const latencies: number[] = [];
    let cpuMicros = 0;
    const callsBefore = watchers.status('ethereum').rpcCalls;
    for (let block = 0; block < BLOCKS; block += 1) {
      const payment = await buildPayment(ctx, merchant, { currency: 'usdt', fiatAmount: '3' });
      await socket.timeout(10_000).emitWithAck('watch:payment', { paymentId: payment.id });
      const seen = new Promise<void>((resolve) => detected.set(payment.id, resolve));
      await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
      const cpu = process.cpuUsage();
      const minedAt = performance.now();
      await env.anvil.testClient.mine({ blocks: 1 });
      await Promise.race([
        seen,
        sleep(60_000, undefined, { ref: false }).then(() =>
          Promise.reject(new Error(`no DETECTED for block ${block}`)),
        ),
      ]);
      latencies.push(performance.now() - minedAt);
      const head = Number(await env.anvil.publicClient.getBlockNumber());
      await until(() => watchers.status('ethereum').tip === head, `block ${head}`);
      const used = process.cpuUsage(cpu);
      cpuMicros += used.user + used.system;
      detected.delete(payment.id);
    }
    const calls = delta(watchers.status('ethereum').rpcCalls, callsBefore);
    const perBlock = Object.entries(calls)
      .filter(([, n]) => n > 0)
      .map(([method, n]) => `${method} ${(n / BLOCKS).toFixed(1)}`)
      .join(', ');
    console.info(
      `| ${level.toLocaleString('en')} | ${(sum(calls) / BLOCKS).toFixed(1)} (${perBlock}) | ` +
        `${(cpuMicros / 1000 / BLOCKS).toFixed(1)} | ${percentile(latencies, 50).toFixed(0)} ms | ` +
        `${percentile(latencies, 95).toFixed(0)} ms | ${refreshMs.toFixed(0)} ms |`,
    );
  }
  socket.close();
} finally {
  await ctx.close();
  await env.anvil.stop();
}
