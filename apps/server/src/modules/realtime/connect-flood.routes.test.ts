import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionToken } from '#server/modules/accounts/sessions/sessions.service.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { floodConnects, quantile } from '#test/connect-flood.ts';
import type { TestApp } from '#test/factories/payments.ts';
import { listen } from '#test/socket-client.ts';

// Issue 18 §2: ~9,600 CONNECT packets a second on one engine.io connection, with any session
// cookie, each cost a database lookup outside every event budget: /api/health took seconds.

describe('a flood of Socket.IO CONNECT packets', () => {
  let ctx: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    baseUrl = await listen(ctx.app);
  });
  afterAll(() => ctx.close());

  it('closes the connection while /api/health stays quick', async () => {
    let flooding = true;
    const flood = floodConnects(baseUrl, {
      // Shaped like a real session token, so only the database could tell it is made up.
      cookie: `incasso_session=${newSessionToken()}`,
      seconds: 4,
    }).finally(() => (flooding = false));
    const latencies: number[] = [];
    // Probes until the flood ends, and for at least as long as it was meant to last.
    const until = Date.now() + 4_000;
    while (flooding || Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      expect(response.status).toBe(200);
    }
    const summary = await flood;
    expect(summary.opened).toBe(true);
    expect(summary.closedByServer).toBe(true);
    expect(quantile(latencies, 0.99)).toBeLessThanOrEqual(200);
  });
});
