// A target for bench/api.ts, in a process of its own so the load generator does not share its
// event loop: `app` (the real app on PGlite in memory, or PostgreSQL under DATABASE_URL, a
// merchant with a wallet and a session) or `hello` (bare Fastify answering one route).
// Prints one JSON line { url, cookie?, walletId? } once listening.
import Fastify from 'fastify';
import { buildTestApp } from '../../apps/server/test/build-test-app.ts';
import { buildMerchant } from '../../apps/server/test/factories/payments.ts';

const kind = process.argv[2];

if (kind === 'hello') {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.info(JSON.stringify({ url }));
} else {
  // Production timings: the tests' quick polling would load the database all along.
  const ctx = await buildTestApp({
    config: { logLevel: 'silent', env: 'production' },
    deps: { timings: { jobPollingSeconds: 2, mailRetryDelaySeconds: 30, eventSweepMs: 2_000 } },
  });
  const merchant = await buildMerchant(ctx, { currencies: ['usdt'] });
  const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // A clean exit on a signal, so `--cpu-prof` can write its profile.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void ctx.close().finally(() => process.exit(0)));
  }
  console.info(
    JSON.stringify({
      url,
      cookie: merchant.cookie,
      walletId: merchant.wallet.id,
      db: ctx.database.kind,
    }),
  );
}
