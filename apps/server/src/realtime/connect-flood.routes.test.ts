import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newSessionToken } from '#server/modules/accounts/sessions/sessions.service.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { floodConnects } from '#test/connect-flood.ts';
import type { TestApp } from '#test/factories/payments.ts';
import { listen } from '#test/socket-client.ts';
import { testConfig } from '#test/test-config.ts';
import { MAX_FAILED_CONNECTS } from './socket-guard.ts';

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

  it('closes the connection after a few lookups while /api/health keeps answering', async () => {
    let flooding = true;
    const flood = floodConnects(baseUrl, {
      // Shaped like a real session token, so only the database could tell it is made up.
      cookie: `incasso_session=${newSessionToken()}`,
      seconds: 4,
    }).finally(() => (flooding = false));
    // Probes until the flood ends, and for at least as long as it was meant to last. How quick
    // the answers stay is a figure for the bench, not an assertion on a shared CI machine.
    const until = Date.now() + 4_000;
    let probes = 0;
    while (flooding || Date.now() < until) {
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      probes += 1;
    }
    const summary = await flood;
    expect(summary.opened).toBe(true);
    expect(summary.closedByServer).toBe(true);
    // Each refusal is a session lookup: the flood got no more than one connection's burst of
    // them (those already under way when the third refusal closed it), out of the more it sent
    // (how many more depends on how soon the connection closed: 200 to 1,300 seen).
    const { socketEventBurst } = testConfig().socketLimits;
    expect(summary.connectErrors).toBeLessThanOrEqual(socketEventBurst);
    expect(summary.sent).toBeGreaterThan(socketEventBurst);
    expect(probes).toBeGreaterThan(1);
  });

  it('closes a connection after a few refused namespace connects, however slow', async () => {
    const socket = new WebSocket(
      `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`,
      { headers: { cookie: `incasso_session=${newSessionToken()}` } },
    );
    const messages: string[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data: WebSocket.RawData) => {
      messages.push(data.toString());
      waiters.splice(0).forEach((wake) => wake());
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const nextMessage = (test: (text: string) => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => (messages.some(test) ? resolve() : waiters.push(check));
        check();
      });
    await nextMessage((text) => text.startsWith('0'));
    // One CONNECT at a time, each answered before the next: well within every budget.
    for (let refused = 1; refused <= MAX_FAILED_CONNECTS; refused++) {
      socket.send('40');
      await nextMessage(() => messages.filter((text) => text.startsWith('44')).length >= refused);
    }
    await closed;
    expect(messages.filter((text) => text.startsWith('44'))).toHaveLength(MAX_FAILED_CONNECTS);
  });
});
