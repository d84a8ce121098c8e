import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, buildPayment, type TestApp } from '#test/factories/payments.ts';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { metrics: { token: TOKEN, isPublic: false } } });
    await buildPayment(ctx, await buildMerchant(ctx));
    await ctx.app.inject('/api/health');
  });
  afterAll(() => ctx.close());

  it('is a 404 without the token, or with a wrong one', async () => {
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(404);
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('answers Prometheus text with latency per route, requests in flight, queues and open requests', async () => {
    const response = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /incasso_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(text).toContain('incasso_http_requests_in_flight');
    expect(text).toMatch(/incasso_job_queue_depth\{queue="mail.send",state="queued"\} \d+/);
    expect(text).toMatch(/incasso_payment_requests_open 1\b/);
    expect(text).toContain('# TYPE incasso_chain_head_lag_blocks gauge');
    // Route patterns, never raw URLs: an id never becomes a series of its own.
    expect(text).not.toMatch(/route="\/api\/pay\/[0-9a-f-]{36}"/);
  });

  it('is open to anyone when the deployment makes it public', async () => {
    const open = await buildTestApp({ config: { metrics: { token: undefined, isPublic: true } } });
    try {
      expect((await open.app.inject('/metrics')).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
