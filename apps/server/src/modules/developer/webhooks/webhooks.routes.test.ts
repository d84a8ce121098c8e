import { hostname } from 'node:os';
import type {
  ApiPayment,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '@incasso/shared/developer';
import type { Notification } from '@incasso/shared/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '#server/db/schema/developer.ts';
import { users } from '#server/db/schema/users.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { drained } from '#test/drained.ts';
import { buildApiKey, callApi } from '#test/factories/developer.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import { startWebhookReceiver } from '#test/webhook-receiver.ts';

const ALL_EVENTS = [
  'payment.created',
  'payment.detected',
  'payment.confirming',
  'payment.confirmed',
  'payment.timed_out',
  'payment.cancelled',
];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function merchantCalls(ctx: TestApp, merchant: TestMerchant) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: sessionHeaders(merchant.cookie) });
  return {
    call,
    async addEndpoint(url: string, eventTypes = ALL_EVENTS) {
      const response = await call('POST', '/api/developer/webhooks', { url, eventTypes });
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json<WebhookEndpointWithSecret>();
    },
    async deliveries(endpointId: string) {
      const response = await call('GET', `/api/developer/webhooks/${endpointId}/deliveries`);
      return response.json<WebhookDeliveryList>().items;
    },
  };
}

describe('webhooks', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;
  let key: string;
  let calls: ReturnType<typeof merchantCalls>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      config: { webhookAllowPrivate: true },
      deps: { timings: { webhooks: { retryBaseMs: 300, timeoutMs: 2_000 } } },
    });
    merchant = await buildMerchant(ctx, { planId: 'premium' });
    key = (await buildApiKey(ctx, merchant)).key;
    calls = merchantCalls(ctx, merchant);
  });
  afterAll(() => ctx.close());

  const newPayment = async (orderId: string) =>
    (
      await callApi(ctx, key, {
        method: 'POST',
        url: '/api/v1/payments',
        payload: { amount: 12, currency: 'EUR', walletId: merchant.wallet.id, orderId },
      })
    ).json<ApiPayment>();
  const cancelViaPayPage = async (paymentId: string) => {
    await ctx.app.inject({
      method: 'POST',
      url: `/api/pay/${paymentId}/currency`,
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { currency: 'usdt' },
    });
    const response = await calls.call('POST', `/api/payments/${paymentId}/cancel`);
    if (response.statusCode !== 200) throw new Error(response.body);
  };

  it('signs every delivery so the standardwebhooks library verifies it', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await calls.addEndpoint(receiver.url);
    expect(endpoint.secret).toMatch(/^whsec_/);
    receiver.useSecret(endpoint.secret);

    const payment = await newPayment('signed');
    await cancelViaPayPage(payment.paymentId);
    const received = await receiver.waitFor(2);
    expect(received.map((r) => [r.type, r.paymentId])).toEqual([
      ['payment.created', payment.paymentId],
      ['payment.cancelled', payment.paymentId],
    ]);
    expect(JSON.parse(received[1]?.body ?? '{}')).toMatchObject({
      type: 'payment.cancelled',
      data: { paymentId: payment.paymentId, status: 'cancelled', orderId: 'signed' },
    });
    expect(receiver.rejected).toEqual([]);

    const listed = await calls.call('GET', '/api/developer/webhooks');
    expect(listed.body).not.toContain(endpoint.secret);
    await calls.call('DELETE', `/api/developer/webhooks/${endpoint.id}`);
    await receiver.close();
  });

  it('keeps a receiver that was down for a while whole: every event, in order per payment', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await calls.addEndpoint(receiver.url);
    receiver.useSecret(endpoint.secret);
    receiver.answerWith(503);

    const payments = [await newPayment('down-1'), await newPayment('down-2')];
    for (const payment of payments) await cancelViaPayPage(payment.paymentId);
    const failing = await until(
      () => calls.deliveries(endpoint.id),
      (items) => items.some((d) => d.attempts >= 2),
    );
    // The log tells the failing first delivery of a payment from the one held behind it.
    for (const payment of payments) {
      const line = failing.filter((d) => d.payload.includes(payment.paymentId));
      const created = line.find((d) => d.eventType === 'payment.created');
      const cancelled = line.find((d) => d.eventType === 'payment.cancelled');
      expect(created).toMatchObject({ status: 'pending', heldBehind: false });
      expect(created?.attempts).toBeGreaterThan(0);
      expect(cancelled).toMatchObject({
        status: 'pending',
        heldBehind: true,
        attempts: 0,
        nextAttemptAt: null,
      });
      // The failing one says when it is tried again, never a time already gone by long ago.
      expect(Date.parse(created?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now() - 5_000);
    }
    receiver.answerWith(200);

    const received = await receiver.waitFor(4);
    for (const payment of payments) {
      expect(received.filter((r) => r.paymentId === payment.paymentId).map((r) => r.type)).toEqual([
        'payment.created',
        'payment.cancelled',
      ]);
    }
    const log = await until(
      () => calls.deliveries(endpoint.id),
      (items) => items.every((d) => d.status === 'succeeded'),
    );
    expect(log.every((d) => !d.heldBehind)).toBe(true);
    const retried = log.find((d) => d.attempts > 1);
    expect(retried?.log[0]).toMatchObject({ statusCode: 503, responseExcerpt: 'not now' });
    expect(retried?.log.at(-1)).toMatchObject({ statusCode: 200 });
    // The same webhook-id on every attempt, so the receiver can dedupe.
    expect(new Set(received.map((r) => r.id)).size).toBe(received.length);
    await calls.call('DELETE', `/api/developer/webhooks/${endpoint.id}`);
    await receiver.close();
  });

  it('stops an endpoint that answers 410 Gone and tells the merchant', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await calls.addEndpoint(receiver.url, ['payment.created']);
    receiver.answerWith(410);
    await newPayment('gone');
    const stopped = await until(
      async () =>
        (await calls.call('GET', '/api/developer/webhooks'))
          .json<WebhookEndpoint[]>()
          .find((e) => e.id === endpoint.id),
      (e) => e?.enabled === false,
    );
    expect(stopped?.disabledReason).toBe('gone');
    const notifications = await calls.call('GET', '/api/user/notifications');
    expect(notifications.json<Notification[]>()[0]?.text).toContain(receiver.url);
    await receiver.close();
  });

  it('sends a test event, logs it, and retries a delivery by hand', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await calls.addEndpoint(receiver.url, ['payment.confirmed']);
    receiver.useSecret(endpoint.secret);
    const test = await calls.call('POST', `/api/developer/webhooks/${endpoint.id}/test`);
    expect(test.statusCode).toBe(202);
    const [first] = await receiver.waitFor(1);
    expect(first?.type).toBe('webhook.test');

    const [delivery] = await until(
      () => calls.deliveries(endpoint.id),
      (items) => items[0]?.status === 'succeeded',
    );
    const retry = await calls.call(
      'POST',
      `/api/developer/webhook-deliveries/${delivery?.id}/retry`,
    );
    expect(retry.json<WebhookDelivery>().status).toBe('pending');
    const again = await receiver.waitFor(2);
    expect(again[1]?.id).toBe(first?.id);
    await receiver.close();
  });

  it('keeps signing with the previous secret for a day after a rotation', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await calls.addEndpoint(receiver.url, ['payment.created']);
    receiver.useSecret(endpoint.secret);
    const rotated = await calls.call(
      'POST',
      `/api/developer/webhooks/${endpoint.id}/rotate-secret`,
    );
    const { secret, previousSecretExpiresAt } = rotated.json<WebhookEndpointWithSecret>();
    expect(secret).not.toBe(endpoint.secret);
    expect(Date.parse(previousSecretExpiresAt ?? '') - Date.now()).toBeGreaterThan(23 * 3600_000);

    await newPayment('rotated-old');
    await receiver.waitFor(1);
    receiver.useSecret(secret);
    await newPayment('rotated-new');
    await receiver.waitFor(2);
    expect(receiver.rejected).toEqual([]);
    await calls.call('DELETE', `/api/developer/webhooks/${endpoint.id}`);
    await receiver.close();
  });

  it('sends nothing once the merchant has left Premium', async () => {
    const receiver = await startWebhookReceiver();
    const leaving = await buildMerchant(ctx, { planId: 'premium' });
    const leavingCalls = merchantCalls(ctx, leaving);
    const endpoint = await leavingCalls.addEndpoint(receiver.url, ['payment.created']);
    receiver.useSecret(endpoint.secret);
    const leavingKey = (await buildApiKey(ctx, leaving)).key;
    const pay = () =>
      callApi(ctx, leavingKey, {
        method: 'POST',
        url: '/api/v1/payments',
        payload: { amount: 3, currency: 'EUR', walletId: leaving.wallet.id },
      });
    await pay();
    await receiver.waitFor(1);
    // Made while Premium, then the plan ends: the session's own payments still raise events.
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: sessionHeaders(leaving.cookie),
      payload: {
        walletId: leaving.wallet.id,
        currency: 'usdt',
        fiatAmount: '4',
        fiatCurrency: 'EUR',
      },
    });
    expect(session.statusCode).toBe(201);
    await receiver.waitFor(2);
    await ctx.db.update(users).set({ planId: 'free' }).where(eq(users.id, leaving.user.id));
    const afterPremium = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: sessionHeaders(leaving.cookie),
      payload: {
        walletId: leaving.wallet.id,
        currency: 'usdt',
        fiatAmount: '5',
        fiatCurrency: 'EUR',
      },
    });
    expect(afterPremium.statusCode).toBe(201);
    // Once its event is handed over, a delivery would exist: there is none, so nothing more
    // can reach the receiver.
    await drained(ctx.db, []);
    const deliveries = await ctx.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries).toHaveLength(2);
    expect(receiver.received).toHaveLength(2);
    await receiver.close();
  });

  it("refuses another merchant's endpoints and deliveries, and Free merchants", async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await calls.addEndpoint(receiver.url);
    const stranger = merchantCalls(ctx, await buildMerchant(ctx, { planId: 'premium' }));
    for (const [method, url] of [
      ['PATCH', `/api/developer/webhooks/${endpoint.id}`],
      ['DELETE', `/api/developer/webhooks/${endpoint.id}`],
      ['POST', `/api/developer/webhooks/${endpoint.id}/test`],
      ['POST', `/api/developer/webhooks/${endpoint.id}/rotate-secret`],
      ['GET', `/api/developer/webhooks/${endpoint.id}/deliveries`],
    ] as const) {
      const response = await stranger.call(
        method,
        url,
        method === 'PATCH' ? { enabled: false } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const free = merchantCalls(ctx, await buildMerchant(ctx));
    const refused = await free.call('POST', '/api/developer/webhooks', {
      url: receiver.url,
      eventTypes: ['payment.created'],
    });
    expect(refused.json()).toMatchObject({ error: 'planRequired' });
    await calls.call('DELETE', `/api/developer/webhooks/${endpoint.id}`);
    await receiver.close();
  });
});

describe('webhook targets (SSRF)', () => {
  let ctx: TestApp;
  let calls: ReturnType<typeof merchantCalls>;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { timings: { webhooks: { retryBaseMs: 60_000 } } } });
    calls = merchantCalls(ctx, await buildMerchant(ctx, { planId: 'premium' }));
  });
  afterAll(() => ctx.close());

  it('refuses loopback, private, link-local and metadata addresses', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://10.0.0.8/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:127.0.0.1]/hook',
      'ftp://example.com/hook',
    ]) {
      const response = await calls.call('POST', '/api/developer/webhooks', {
        url,
        eventTypes: ['payment.created'],
      });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('checks the address a name resolves to when it calls', async () => {
    // This machine's own name resolves to one of its addresses: loopback or a private one.
    const endpoint = await calls.addEndpoint(`http://${hostname()}:9/hook`, ['payment.created']);
    await calls.call('POST', `/api/developer/webhooks/${endpoint.id}/test`);
    const [delivery] = await until(
      () => calls.deliveries(endpoint.id),
      (items) => (items[0]?.log.length ?? 0) > 0,
    );
    expect(delivery?.log[0]?.error).toMatch(/private address/);
    expect(delivery?.log[0]?.statusCode).toBeNull();
  });
});
