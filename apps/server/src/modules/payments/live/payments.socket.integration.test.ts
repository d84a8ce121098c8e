import type { PaymentStatusUpdate } from '@incasso/shared/events';
import type { PaymentRequest } from '@incasso/shared/payments';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { connectSocket, listen, nextEvent, type TestSocket } from '#test/socket-client.ts';
import {
  blockTimesOf,
  buildMerchant,
  buildPayment,
  transferFor,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';

describe('payment sockets', () => {
  let ctx: TestApp;
  let baseUrl: string;
  let merchant: TestMerchant;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp();
    baseUrl = await listen(ctx.app);
    merchant = await buildMerchant(ctx);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => ctx.close());

  const connect = async (options: { cookie?: string; namespace?: string }) => {
    const socket = await connectSocket(baseUrl, options);
    sockets.push(socket);
    return socket;
  };
  const detect = (payment: PaymentRequest) =>
    ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyTransfers(tx, 'ethereum', [transferFor(payment)], {
        head: 100,
        blockTimes: blockTimesOf([{ blockNumber: 100 }]),
      }),
    );
  const collect = (socket: TestSocket) => {
    const seen: PaymentStatusUpdate[] = [];
    socket.on('payment:status_update', (update) => seen.push(update));
    return seen;
  };

  it("sends a merchant the request's status on watch, then each change", async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '11' });
    const socket = await connect({ cookie: merchant.cookie });
    const first = nextEvent(socket, 'payment:status_update');
    const ack = await socket.emitWithAck('watch:payment', {
      request: { paymentId: payment.id, amount: payment.amount },
      key: payment.watchKey,
    });
    expect(ack).toEqual({ ok: true, status: 'PENDING' });
    expect(await first).toEqual({
      paymentId: payment.id,
      key: payment.watchKey,
      status: 'PENDING',
      confirmations: 0,
      required: 12,
    });

    const change = nextEvent(socket, 'payment:status_update');
    const notification = nextEvent(socket, 'user:notification');
    const [update] = await detect(payment);
    expect(await change).toEqual({
      paymentId: payment.id,
      key: payment.watchKey,
      status: 'DETECTED',
      txHash: update?.txHash,
      confirmations: 1,
      required: 12,
    });
    expect(await notification).toMatchObject({
      key: 'payments.detected',
      params: { amount: '11.00000000', currency: 'USDT' },
    });
  });

  it('pushes a change only once it is committed, one event per transition', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '15' });
    const socket = await connect({ cookie: merchant.cookie });
    await socket.emitWithAck('watch:payment', { paymentId: payment.id });
    const seen = collect(socket);
    await ctx.modules.payments.transact(async (tx) => {
      const updates = await ctx.modules.payments.matching.applyTransfers(
        tx,
        'ethereum',
        [transferFor(payment)],
        { head: 200, blockTimes: blockTimesOf([{ blockNumber: 100 }]) },
      );
      // A round trip on the same socket: an event emitted before it would have arrived first.
      await socket.emitWithAck('unwatch:payment', { paymentId: randomUUID() });
      expect(seen).toEqual([]);
      return updates;
    });
    await vi.waitFor(() => expect(seen.map((u) => u.status)).toEqual(['DETECTED']));
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 211),
    );
    await vi.waitFor(() => expect(seen.map((u) => u.status)).toEqual(['DETECTED', 'CONFIRMED']));
  });

  it('lets the pay page watch any request by id, without a session', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '12' });
    const payer = await connect({ namespace: '/public' });
    const first = nextEvent(payer, 'payment:status_update');
    expect(await payer.emitWithAck('watch:payment', { paymentId: payment.id })).toEqual({
      ok: true,
      status: 'PENDING',
    });
    expect((await first).status).toBe('PENDING');

    const change = nextEvent(payer, 'payment:status_update');
    const later = new Date(Date.parse(payment.expiresAt) + 1000);
    await ctx.modules.payments.expireDue(later);
    expect(await change).toMatchObject({ paymentId: payment.id, status: 'TIMED_OUT' });
  });

  it("does not let a merchant watch another merchant's request", async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '13' });
    const stranger = await buildMerchant(ctx);
    const socket = await connect({ cookie: stranger.cookie });
    const seen = collect(socket);
    expect(await socket.emitWithAck('watch:payment', { paymentId: payment.id })).toEqual({
      ok: false,
      error: 'notFound',
    });

    const payer = await connect({ namespace: '/public' });
    await payer.emitWithAck('watch:payment', { paymentId: payment.id });
    const change = nextEvent(payer, 'payment:status_update');
    await detect(payment);
    await change;
    expect(seen).toEqual([]);
  });

  it('answers a bad payload with an error and keeps the socket', async () => {
    const socket = await connect({ cookie: merchant.cookie });
    expect(await socket.emitWithAck('watch:payment', { nonsense: true })).toEqual({
      ok: false,
      error: 'invalidPayload',
    });
    socket.emit('watch:payment', 'no ack wanted');
    expect(await socket.emitWithAck('watch:payment', { paymentId: 'not-a-uuid' })).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(socket.connected).toBe(true);
  });

  it('stops sending after unwatch:payment with the key', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '14' });
    const socket = await connect({ cookie: merchant.cookie });
    await socket.emitWithAck('watch:payment', {
      request: { paymentId: payment.id },
      key: payment.watchKey,
    });
    const seen = collect(socket);
    expect(await socket.emitWithAck('unwatch:payment', payment.watchKey)).toEqual({ ok: true });

    const payer = await connect({ namespace: '/public' });
    await payer.emitWithAck('watch:payment', { paymentId: payment.id });
    const change = nextEvent(payer, 'payment:status_update');
    await detect(payment);
    await change;
    expect(seen).toEqual([]);
  });
});
