import type { WebhookEndpointWithSecret } from '@incasso/shared/developer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildApiKey, callApi } from '#test/factories/developer.ts';
import {
  blockTimesOf,
  buildMerchant,
  buildPayment,
  transferFor,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import { parsePrometheusText, sampleValue } from '#test/prometheus-text.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { startWebhookReceiver } from '#test/webhook-receiver.ts';

const DAY = 24 * 60 * 60_000;

// The business counters as a Prometheus server reads them: /metrics parsed strictly after real
// requests (made by the dashboard and by the public API, paid on the chain layer's terms, left
// to time out), a webhook endpoint that first refuses, and an SMTP server that first refuses.

describe('/metrics business counters', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;
  let smtp: SmtpCapture;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  const scrape = async () => {
    const response = await ctx.app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    return parsePrometheusText(response.body);
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    receiver = await startWebhookReceiver();
    ctx = await buildTestApp({
      config: {
        smtpUrl: smtp.url,
        webhookAllowPrivate: true,
        metrics: { token: undefined, isPublic: true },
      },
      deps: { timings: { webhooks: { retryBaseMs: 200, timeoutMs: 2_000 } } },
    });
    merchant = await buildMerchant(ctx, { planId: 'premium', currencies: ['usdt', 'eth'] });
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
    await smtp.close();
  });

  it('declares every family once with a type, and no gauge ends in _total', async () => {
    const families = await scrape();
    const totalGauges = [...families.values()].filter(
      (family) => family.type === 'gauge' && family.name.endsWith('_total'),
    );
    expect(totalGauges.map((family) => family.name)).toEqual([]);
    for (const name of [
      'incasso_payment_requests_created_total',
      'incasso_payment_requests_confirmed_total',
      'incasso_payment_requests_timed_out_total',
      'incasso_webhook_attempts_total',
      'incasso_email_attempts_total',
    ]) {
      expect(families.get(name)?.type).toBe('counter');
    }
  });

  it('counts requests made, confirmed and timed out by chain and coin, webhook attempts and emails by outcome', async () => {
    const endpoint = await ctx.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: sessionHeaders(merchant.cookie),
      payload: { url: receiver.url, eventTypes: ['payment.confirmed'] },
    });
    expect(endpoint.statusCode).toBe(201);
    receiver.useSecret(endpoint.json<WebhookEndpointWithSecret>().secret);
    receiver.answerWith(503);
    smtp.failNext(1);

    const paid = await buildPayment(ctx, merchant, { currency: 'usdt' });
    await buildPayment(ctx, merchant, { currency: 'usdt' });
    await buildPayment(ctx, merchant, { currency: 'eth' });
    const { key } = await buildApiKey(ctx, merchant);
    const viaApi = await callApi(ctx, key, {
      method: 'POST',
      url: '/api/v1/payments',
      payload: { amount: 12, currency: 'EUR', walletId: merchant.wallet.id },
    });
    expect(viaApi.statusCode).toBe(201);

    const { payments } = ctx.modules;
    const transfer = transferFor(paid, { blockNumber: 500 });
    await payments.transact((tx) =>
      payments.matching.applyTransfers(tx, 'ethereum', [transfer], {
        head: 500,
        blockTimes: blockTimesOf([transfer]),
      }),
    );
    await payments.transact((tx) => payments.matching.applyConfirmations(tx, 'ethereum', 600));
    expect((await payments.payments.get(merchant.user.id, paid.id))?.status).toBe('CONFIRMED');
    // Everything else unpaid times out; an hour later nothing more does.
    await payments.expireDue(new Date(Date.now() + 2 * DAY));
    await payments.expireDue(new Date(Date.now() + 2 * DAY + 60 * 60_000));

    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: merchant.user.email },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(forgot.statusCode).toBe(202);
    await smtp.next(merchant.user.email, 15_000);

    // The receiver refused the first attempt; it takes the next one.
    await expect
      .poll(
        async () =>
          sampleValue(await scrape(), 'incasso_webhook_attempts_total', { outcome: 'retrying' }),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    receiver.answerWith(200);
    await receiver.waitFor(1);

    await expect
      .poll(
        async () =>
          sampleValue(await scrape(), 'incasso_webhook_attempts_total', { outcome: 'delivered' }),
        { timeout: 10_000 },
      )
      .toBe(1);
    const families = await scrape();
    const value = (name: string, labels: Record<string, string>) =>
      sampleValue(families, `incasso_${name}_total`, labels);
    const usdt = { chain: 'ethereum', coin: 'usdt' };
    const eth = { chain: 'ethereum', coin: 'eth' };
    const unpicked = { chain: 'ethereum', coin: 'none' };
    expect(value('payment_requests_created', usdt)).toBe(2);
    expect(value('payment_requests_created', eth)).toBe(1);
    expect(value('payment_requests_created', unpicked)).toBe(1);
    expect(value('payment_requests_confirmed', usdt)).toBe(1);
    expect(value('payment_requests_confirmed', eth)).toBe(0);
    expect(value('payment_requests_timed_out', usdt)).toBe(1);
    expect(value('payment_requests_timed_out', eth)).toBe(1);
    expect(value('payment_requests_timed_out', unpicked)).toBe(1);
    expect(value('webhook_attempts', { outcome: 'retrying' })).toBeGreaterThanOrEqual(1);
    expect(value('webhook_attempts', { outcome: 'given_up' })).toBe(0);
    expect(value('email_attempts', { outcome: 'retrying' })).toBe(1);
    expect(value('email_attempts', { outcome: 'sent' })).toBe(smtp.messages.length);
  });
});
