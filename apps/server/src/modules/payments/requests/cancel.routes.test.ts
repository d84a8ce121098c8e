import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type {
  AwaitingCoinList,
  PaymentList,
  PaymentRequest,
  UnmatchedTransfer,
} from '@incasso/shared/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildApiKey, callApi } from '#test/factories/developer.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import { connectSocket, listen, nextEvent } from '#test/socket-client.ts';
import { paymentEvents } from '#server/db/schema/payments.ts';
import {
  blockTimesOf,
  buildMerchant,
  buildPayment,
  transferFor,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';

describe('cancelling a payment request', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp();
    merchant = await buildMerchant(ctx);
  });
  afterAll(() => ctx.close());

  const cancel = (id: string, who: TestMerchant = merchant) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/cancel`,
      headers: sessionHeaders(who.cookie),
    });
  const apply = (transfers: ReturnType<typeof transferFor>[]) =>
    ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyTransfers(tx, 'ethereum', transfers, {
        head: 100,
        blockTimes: blockTimesOf(transfers),
      }),
    );

  it('cancels an unpaid request: stored, announced live, out of the open list', async () => {
    const payment = await buildPayment(ctx, merchant);
    const payer = await connectSocket(await listen(ctx.app), { namespace: '/public' });
    await payer.emitWithAck('watch:payment', { paymentId: payment.id });
    const announced = nextEvent(payer, 'payment:status_update');

    const response = await cancel(payment.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentRequest>().status).toBe('CANCELLED');
    expect(await announced).toMatchObject({ paymentId: payment.id, status: 'CANCELLED' });
    payer.close();

    const events = await ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id))
      .orderBy(asc(paymentEvents.at));
    expect(events.map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual(['PENDING>CANCELLED']);

    const open = await ctx.app.inject({
      url: '/api/payments?scope=open',
      headers: { cookie: merchant.cookie },
    });
    expect(open.json<PaymentList>().items.map((p) => p.id)).not.toContain(payment.id);
    const all = await ctx.app.inject({
      url: '/api/payments',
      headers: { cookie: merchant.cookie },
    });
    expect(all.json<PaymentList>().items.map((p) => p.id)).toContain(payment.id);

    const publicView = await ctx.app.inject({ url: `/api/pay/${payment.id}` });
    expect(publicView.json()).toMatchObject({ status: 'CANCELLED' });
  });

  it('keeps a payment that still arrives as unmatched, flagged with the cancelled request', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '31' });
    expect((await cancel(payment.id)).statusCode).toBe(200);
    expect(await ctx.modules.payments.matching.watchedAddresses('ethereum')).toContain(
      payment.address,
    );

    const late = transferFor(payment);
    expect(await apply([late])).toEqual([]);
    const unmatched = await ctx.app.inject({
      url: '/api/payments/unmatched',
      headers: { cookie: merchant.cookie },
    });
    expect(unmatched.json<UnmatchedTransfer[]>()).toContainEqual(
      expect.objectContaining({ txHash: late.txHash, cancelledPaymentId: payment.id }),
    );
    const after = await ctx.modules.payments.payments.get(merchant.user.id, payment.id);
    expect(after.status).toBe('CANCELLED');
  });

  it('frees the amount: a new request for the same price takes it again', async () => {
    const first = await buildPayment(ctx, merchant, { fiatAmount: '47' });
    expect((await cancel(first.id)).statusCode).toBe(200);
    const second = await buildPayment(ctx, merchant, { fiatAmount: '47' });
    expect(second.amountBaseUnits).toBe(first.amountBaseUnits);
  });

  it('refuses once something was paid, and a second cancel', async () => {
    const paid = await buildPayment(ctx, merchant, { fiatAmount: '52' });
    await apply([transferFor(paid)]);
    const refused = await cancel(paid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'paymentNotCancellable' });

    const twice = await buildPayment(ctx, merchant, { fiatAmount: '53' });
    expect((await cancel(twice.id)).statusCode).toBe(200);
    expect((await cancel(twice.id)).statusCode).toBe(409);
  });

  it("answers 404 for another merchant's request and leaves it open; 400 and 401 as usual", async () => {
    const other = await buildMerchant(ctx);
    const theirs = await buildPayment(ctx, other);
    expect((await cancel(theirs.id)).statusCode).toBe(404);
    expect((await ctx.modules.payments.payments.get(other.user.id, theirs.id)).status).toBe(
      'PENDING',
    );
    expect((await cancel(randomUUID())).statusCode).toBe(404);
    expect((await cancel('not-an-id')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${theirs.id}/cancel`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists a request made by the public API before its payer picks a coin, and cancels it', async () => {
    const shop = await buildMerchant(ctx, { planId: 'premium' });
    const { key } = await buildApiKey(ctx, shop);
    const made = await callApi(ctx, key, {
      method: 'POST',
      url: '/api/v1/payments',
      payload: { amount: 18.5, currency: 'EUR', walletId: shop.wallet.id, orderId: 'web-1042' },
    });
    expect(made.statusCode).toBe(201);
    const { paymentId } = made.json<{ paymentId: string }>();
    const awaiting = async (who: TestMerchant = shop) =>
      (
        await ctx.app.inject({
          url: '/api/payments/awaiting-coin',
          headers: sessionHeaders(who.cookie),
        })
      ).json<AwaitingCoinList>().items;

    expect(await awaiting()).toEqual([
      expect.objectContaining({
        id: paymentId,
        status: 'PENDING',
        fiatAmount: '18.50',
        fiatCents: 1850,
        fiatCurrency: 'EUR',
        orderId: 'web-1042',
        payUrl: expect.stringContaining(`/pay/${paymentId}`),
      }),
    ]);
    expect(await awaiting(merchant)).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/payments/awaiting-coin' })).statusCode).toBe(401);
    // Another merchant can neither see nor cancel it.
    expect((await cancel(paymentId, merchant)).statusCode).toBe(404);

    const cancelled = await cancel(paymentId, shop);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: paymentId, status: 'CANCELLED' });
    expect(await awaiting()).toEqual([]);
    const viaApi = await callApi(ctx, key, { url: `/api/v1/payments/${paymentId}` });
    expect(viaApi.json()).toMatchObject({ status: 'cancelled' });
  });
});
