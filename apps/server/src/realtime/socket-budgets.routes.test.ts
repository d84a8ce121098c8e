import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, buildPayment, type TestApp } from '#test/factories/payments.ts';
import { connectSocket, listen, type TestSocket } from '#test/socket-client.ts';
import { testConfig } from '#test/test-config.ts';

// Issue 7: 20,000 events from 4 anonymous sockets made every request wait seconds. Sockets now
// have budgets: connections per address, events per socket and per address, watches per socket.

const limits = {
  ...testConfig().socketLimits,
  maxSocketsPerIp: 3,
  // A socket's burst holds the watch test's 22 events, so no test waits for a budget to refill;
  // two sockets' bursts together exceed the address's by more than it refills in many seconds.
  socketEventBurst: 25,
  socketEventsPerSecond: 5,
  ipEventBurst: 30,
  ipEventsPerSecond: 1,
};

describe('socket budgets', () => {
  let ctx: TestApp;
  let baseUrl: string;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    // Behind a proxy, so a test can speak for several client addresses.
    ctx = await buildTestApp({ config: { socketLimits: limits, trustProxy: true } });
    baseUrl = await listen(ctx.app);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await ctx.close();
  });

  async function payerSocket(ip: string) {
    const socket = await connectSocket(baseUrl, {
      namespace: '/public',
      headers: { 'x-forwarded-for': ip },
    });
    open.push(socket);
    return socket;
  }

  it('drops a socket that floods, after a bounded number of lookups, while HTTP goes on', async () => {
    const flooder = await payerSocket('198.51.100.1');
    const closed = new Promise<void>((resolve) => flooder.once('disconnect', () => resolve()));
    let answered = 0;
    const started = Date.now();
    for (let i = 0; i < 2_000; i++) {
      flooder.emit('watch:payment', { paymentId: randomUUID() }, () => {
        answered += 1;
      });
    }
    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await closed;
    const seconds = Math.ceil((Date.now() - started) / 1000);
    // Every answered watch is at most one database lookup; the rest never reached the server.
    expect(answered).toBeLessThanOrEqual(
      limits.socketEventBurst + limits.socketEventsPerSecond * seconds,
    );
    expect(flooder.connected).toBe(false);
  });

  it('refuses more sockets from one address than allowed, while another address connects', async () => {
    for (let i = 0; i < limits.maxSocketsPerIp; i++) await payerSocket('198.51.100.2');
    await expect(payerSocket('198.51.100.2')).rejects.toThrow();
    expect((await payerSocket('198.51.100.3')).connected).toBe(true);
  });

  it('shares one budget among the sockets of an address', async () => {
    const sockets = [await payerSocket('198.51.100.4'), await payerSocket('198.51.100.4')];
    const dropped = sockets.map(
      (socket) => new Promise<void>((resolve) => socket.once('disconnect', () => resolve())),
    );
    // Each socket stays within its own burst; together they exceed the address's.
    expect(2 * (limits.socketEventBurst - 1)).toBeGreaterThan(limits.ipEventBurst);
    for (const socket of sockets) {
      for (let i = 0; i < limits.socketEventBurst - 1; i++) {
        socket.emit('watch:payment', { paymentId: randomUUID() });
      }
    }
    await Promise.race(dropped);
    expect(sockets.some((socket) => !socket.connected)).toBe(true);
  });

  it('lets one socket watch at most 20 payments at once', async () => {
    const merchant = await buildMerchant(ctx);
    const payments = [];
    for (let i = 0; i < 21; i++) {
      payments.push(await buildPayment(ctx, merchant, { fiatAmount: String(10 + i) }));
    }
    const socket = await payerSocket('198.51.100.5');
    // 22 events: within the socket's burst, so only the watch limit can refuse one.
    expect(limits.socketEventBurst).toBeGreaterThanOrEqual(22);
    const acks = [];
    for (const payment of payments) {
      acks.push(await socket.emitWithAck('watch:payment', { paymentId: payment.id }));
    }
    expect(acks.slice(0, 20).every((ack) => ack.ok)).toBe(true);
    expect(acks[20]).toEqual({ ok: false, error: 'tooManyWatches' });
    expect(await socket.emitWithAck('watch:payment', { paymentId: payments[0]?.id })).toMatchObject(
      {
        ok: true,
      },
    );
  }, 30_000);
});
