import type { ApiPayment } from '@incasso/shared/developer';
import { buildTestApp } from '../apps/server/test/build-test-app.ts';
import { buildApiKey } from '../apps/server/test/factories/developer.ts';
import { buildMerchant } from '../apps/server/test/factories/payments.ts';
import { sessionHeaders } from '../apps/server/test/factories/users.ts';
import { startWebhookReceiver } from '../apps/server/test/webhook-receiver.ts';
import { describeMachine } from './machine.ts';

// Webhook delivery, end to end in one process: a burst of API payments, each raising
// `payment.created`, goes through the outbox, the `webhook.deliver` queue, signing and a POST to
// a receiver on loopback that verifies every signature with `standardwebhooks`. Prints the
// throughput and the latency from the API's answer to the receiver's acceptance; then the time a
// backlog takes to drain once a receiver that was down comes back.
// `npx tsx bench/webhooks.ts` (PGlite) or with DATABASE_URL (PostgreSQL). BURST=500 by default.
const BURST = Number(process.env.BURST ?? 500);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const ctx = await buildTestApp({
  config: { logLevel: 'silent', env: 'production', webhookAllowPrivate: true },
  deps: {
    // Production timings, but the first retry after 1 s so the backlog run stays short.
    timings: {
      jobPollingSeconds: 0.5,
      eventSweepMs: 2_000,
      webhooks: { retryBaseMs: 1_000 },
    },
  },
});
const receiver = await startWebhookReceiver();
try {
  const merchant = await buildMerchant(ctx, { planId: 'premium', currencies: ['usdt'] });
  // A key may create 300 payments a minute (publicApiPerKey): both bursts share a few keys.
  const keys = await Promise.all(
    Array.from({ length: Math.ceil((2 * BURST) / 250) }, async () => {
      const { key } = await buildApiKey(ctx, merchant, ['payments:write']);
      return key;
    }),
  );
  let sent = 0;
  const endpoint = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: sessionHeaders(merchant.cookie),
      payload: { url: receiver.url, eventTypes: ['payment.created'] },
    })
  ).json<{ secret: string }>();
  receiver.useSecret(endpoint.secret);

  async function burst(count: number) {
    const answeredAt = new Map<string, number>();
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments',
        headers: { 'x-api-key': keys[Math.floor(sent++ / 250)] ?? '' },
        // (1000 + i) / 100 is exactly two decimals; 10 + i / 100 is not always (11.120000000000001).
        payload: { amount: (1_000 + i) / 100, currency: 'EUR', walletId: merchant.wallet.id },
      });
      if (response.statusCode !== 201) throw new Error(`create answered ${response.body}`);
      answeredAt.set(response.json<ApiPayment>().paymentId, performance.now());
    }
    return { answeredAt, started };
  }

  const already = receiver.received.length;
  const arrivals = new Map<string, number>();
  const watch = setInterval(() => {
    for (const item of receiver.received.slice(already)) {
      if (!arrivals.has(item.paymentId)) arrivals.set(item.paymentId, performance.now());
    }
  }, 5);
  const live = await burst(BURST);
  await receiver.waitFor(already + BURST, 300_000);
  clearInterval(watch);
  for (const item of receiver.received.slice(already)) {
    if (!arrivals.has(item.paymentId)) arrivals.set(item.paymentId, performance.now());
  }
  const latencies = [...live.answeredAt]
    .map(([id, at]) => (arrivals.get(id) ?? NaN) - at)
    .sort((a, b) => a - b);
  const lastArrival = Math.max(...arrivals.values());
  const liveSeconds = (lastArrival - live.started) / 1000;

  receiver.answerWith(503);
  const before = receiver.received.length;
  await burst(BURST);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  receiver.answerWith(200);
  const upAt = performance.now();
  await receiver.waitFor(before + BURST, 600_000);
  const drainSeconds = (performance.now() - upAt) / 1000;

  console.info(
    `${describeMachine()}; database ${ctx.database.kind}; ${BURST} payments in a burst, one endpoint`,
  );
  console.info('| webhook delivery | figure |');
  console.info('| --- | --- |');
  console.info(`| deliveries/s, receiver up | ${Math.round(BURST / liveSeconds)} |`);
  console.info(
    `| answer → receiver, p50 / p95 / p99 | ${[50, 95, 99].map((p) => `${Math.round(percentile(latencies, p))} ms`).join(' / ')} |`,
  );
  console.info(
    `| backlog of ${BURST} after an outage: drained in | ${drainSeconds.toFixed(1)} s |`,
  );
  console.info(`| signatures refused by the receiver | ${receiver.rejected.length} |`);
} finally {
  await receiver.close();
  await ctx.close();
}
