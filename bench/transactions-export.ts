import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../apps/server/test/build-test-app.ts';
import { buildMerchant } from '../apps/server/test/factories/payments.ts';
import { seedTransactions } from '../apps/server/test/factories/transactions.ts';
import { describeMachine } from './machine.ts';

// The Premium CSV export of ROWS transactions (100,000 by default) over real HTTP: the server
// streams it from a cursor, so its memory must stay flat however many rows there are. Prints
// rows/s, MB/s, time to the first byte, and the server's peak heap and RSS above their level
// before the export (sampled every 10 ms while the download runs).
// `npx tsx bench/transactions-export.ts` (PGlite) or with DATABASE_URL (PostgreSQL).
const ROWS = Number(process.env.ROWS ?? 100_000);
const MiB = 1024 * 1024;

const ctx = await buildTestApp({ config: { logLevel: 'silent', env: 'production' } });
try {
  const shop = await buildMerchant(ctx, { planId: 'premium' });
  const seeding = performance.now();
  await seedTransactions(ctx.db, { userId: shop.user.id, count: ROWS });
  const seedSeconds = (performance.now() - seeding) / 1000;

  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;

  global.gc?.();
  const base = process.memoryUsage();
  const peak = { heap: base.heapUsed, rss: base.rss };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.heap = Math.max(peak.heap, now.heapUsed);
    peak.rss = Math.max(peak.rss, now.rss);
  }, 10);

  const started = performance.now();
  let firstByteMs = NaN;
  let bytes = 0;
  let lines = 0;
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/transactions/export?format=csv',
    headers: { cookie: shop.cookie },
  });
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
  for await (const chunk of response as AsyncIterable<Buffer>) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  if (rows !== ROWS) throw new Error(`expected ${ROWS} rows, got ${rows}`);

  console.info(
    `${describeMachine()}; database ${ctx.database.kind}; ${ROWS} transactions (seeded in ${seedSeconds.toFixed(1)} s)`,
  );
  console.info('| CSV export | figure |');
  console.info('| --- | --- |');
  console.info(`| rows/s | ${Math.round(rows / seconds).toLocaleString('en')} |`);
  console.info(
    `| size, throughput | ${(bytes / MiB).toFixed(1)} MiB, ${(bytes / MiB / seconds).toFixed(1)} MiB/s |`,
  );
  console.info(`| time to first byte | ${Math.round(firstByteMs)} ms |`);
  console.info(`| whole download | ${seconds.toFixed(1)} s |`);
  console.info(
    `| server heap / RSS above the idle level, peak | ${((peak.heap - base.heapUsed) / MiB).toFixed(1)} MiB / ${((peak.rss - base.rss) / MiB).toFixed(1)} MiB |`,
  );
} finally {
  await ctx.close();
}
