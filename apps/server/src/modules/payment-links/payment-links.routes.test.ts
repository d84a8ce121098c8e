import {
  EMBED_SCRIPT_MAX_GZIP_BYTES,
  type CreatePaymentLinkInput,
  type PaymentLink,
  type PaymentLinkDetail,
  type PaymentLinkVisit,
  type PublicPaymentLink,
} from '@incasso/shared/payment-links';
import type { PublicPayment } from '@incasso/shared/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/users.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { payOnPayPage } from '#test/factories/billing.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { sessionHeaders } from '#test/factories/users.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describe('payment links (issue 21 section 4)', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;
  let other: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp();
    merchant = await buildMerchant(ctx, { planId: 'premium', displayName: 'Bottega Rossi' });
    other = await buildMerchant(ctx, { planId: 'premium' });
    // A shared 2-core machine can take over a minute to build the app and sign two people in.
  }, 180_000);
  afterAll(() => ctx.close());

  const call = (
    who: TestMerchant,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: sessionHeaders(who.cookie), payload });

  const input = (
    who: TestMerchant,
    overrides: Partial<CreatePaymentLinkInput> = {},
  ): CreatePaymentLinkInput => ({
    title: 'Donation',
    description: 'Thank you for supporting the shop.',
    currency: 'EUR',
    amount: { kind: 'open', minCents: 500, maxCents: 10_000 },
    walletId: who.wallet.id,
    currencies: ['usdt'],
    redirectUrl: 'https://shop.example/thanks',
    ...overrides,
  });

  async function create(who: TestMerchant, overrides: Partial<CreatePaymentLinkInput> = {}) {
    const response = await call(who, 'POST', '/api/payment-links', input(who, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PaymentLink>();
  }

  const visit = (slug: string, payload: object = {}, remoteAddress?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/l/${slug}/payments`,
      headers: SAME_ORIGIN,
      payload,
      remoteAddress,
    });

  it('answers 401 without a session and 403 planRequired below the API’s plan', async () => {
    const anonymous = await ctx.app.inject({ url: '/api/payment-links', headers: SAME_ORIGIN });
    expect(anonymous.statusCode).toBe(401);
    for (const planId of ['free', 'plus'] as const) {
      const below = await buildMerchant(ctx, { planId });
      const refused = await call(below, 'POST', '/api/payment-links', input(below));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('planRequired');
    }
  });

  it('creates a link, lists it with empty totals and shows it only to its merchant', async () => {
    const link = await create(merchant);
    expect(link).toMatchObject({
      title: 'Donation',
      currency: 'EUR',
      amount: { kind: 'open', minCents: 500, maxCents: 10_000 },
      chain: 'ethereum',
      currencies: ['usdt'],
      status: 'active',
      paidCount: 0,
      paidCents: 0,
    });
    expect(link.slug).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(link.url).toMatch(new RegExp(`^https?://[^/]+/l/${link.slug}$`));
    const listed = (await call(merchant, 'GET', '/api/payment-links')).json<PaymentLink[]>();
    expect(listed.map((l) => l.id)).toContain(link.id);
    expect((await call(other, 'GET', '/api/payment-links')).json()).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/payment-links/${link.id}`],
      ['POST', `/api/payment-links/${link.id}/pause`],
      ['DELETE', `/api/payment-links/${link.id}`],
    ] as const) {
      const refused = await call(other, method, url);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json().error).toBe('paymentLinkNotFound');
    }
    expect((await call(merchant, 'GET', `/api/payment-links/${SOME_ID}`)).statusCode).toBe(404);
  });

  it.each([
    ['an empty title', { title: ' ' }, 'title'],
    ['a title too long', { title: 'x'.repeat(121) }, 'title'],
    [
      'a minimum above the maximum',
      { amount: { kind: 'open', minCents: 900, maxCents: 100 } },
      'amount.maxCents',
    ],
    ['a zero price', { amount: { kind: 'fixed', cents: 0 } }, 'amount.cents'],
    ['a fractional price', { amount: { kind: 'fixed', cents: 7.5 } }, 'amount.cents'],
    ['no coins', { currencies: [] }, 'currencies'],
    ['a redirect that is not http', { redirectUrl: 'javascript:alert(1)' }, 'redirectUrl'],
    ['an unknown currency', { currency: 'GBP' }, 'currency'],
  ] as const)('refuses %s with 400', async (_, overrides, field) => {
    const response = await call(
      merchant,
      'POST',
      '/api/payment-links',
      input(merchant, overrides as Partial<CreatePaymentLinkInput>),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
  });

  it('refuses another merchant’s wallet and coins the wallet does not take', async () => {
    const foreign = await call(merchant, 'POST', '/api/payment-links', {
      ...input(merchant),
      walletId: other.wallet.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('walletNotFound');
    const coins = await call(merchant, 'POST', '/api/payment-links', {
      ...input(merchant),
      currencies: ['bnb'],
    });
    expect(coins.statusCode).toBe(400);
    expect(coins.json().error).toBe('currencyNotAccepted');
  });

  it('shows the public page and makes one request per visit, within the bounds', async () => {
    const link = await create(merchant);
    const page = await ctx.app.inject({ url: `/api/l/${link.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json<PublicPaymentLink>()).toEqual({
      slug: link.slug,
      title: 'Donation',
      description: 'Thank you for supporting the shop.',
      merchantName: 'Bottega Rossi',
      currency: 'EUR',
      amount: { kind: 'open', minCents: 500, maxCents: 10_000 },
      state: 'active',
    });

    for (const [payload, error] of [
      [{}, 'amountRequired'],
      [{ amountCents: 499 }, 'amountOutOfRange'],
      [{ amountCents: 10_001 }, 'amountOutOfRange'],
    ] as const) {
      const refused = await visit(link.slug, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error).toBe(error);
    }
    expect((await visit(link.slug, { amountCents: 7.5 })).statusCode).toBe(400);

    const first = (await visit(link.slug, { amountCents: 750 })).json<PaymentLinkVisit>();
    const second = (await visit(link.slug, { amountCents: 750 })).json<PaymentLinkVisit>();
    expect(first.paymentId).not.toBe(second.paymentId);
    expect(first.payUrl).toMatch(new RegExp(`^https?://[^/]+/pay/${first.paymentId}$`));
    const payment = (
      await ctx.app.inject({ url: `/api/pay/${first.paymentId}` })
    ).json<PublicPayment>();
    expect(payment).toMatchObject({
      fiatAmount: '7.50',
      fiatCurrency: 'EUR',
      merchantName: 'Bottega Rossi',
      purpose: { kind: 'link', title: 'Donation' },
      redirectUrl: 'https://shop.example/thanks',
    });
    expect(payment.currencyChoices.map((c) => c.currency)).toEqual(['usdt']);

    await payOnPayPage(ctx, first.paymentId);
    await expect
      .poll(async () =>
        (await call(merchant, 'GET', `/api/payment-links/${link.id}`)).json<PaymentLinkDetail>(),
      )
      .toMatchObject({
        paidCount: 1,
        paidCents: 750,
        payments: [
          { paymentId: second.paymentId, status: 'open', fiatCents: 750 },
          { paymentId: first.paymentId, status: 'paid', fiatCents: 750 },
        ],
      });
  });

  it('takes a fixed link’s own price, whatever the visit says', async () => {
    const link = await create(merchant, { amount: { kind: 'fixed', cents: 1_250 } });
    const made = await visit(link.slug, { amountCents: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const payment = (
      await ctx.app.inject({ url: `/api/pay/${made.json<PaymentLinkVisit>().paymentId}` })
    ).json<PublicPayment>();
    expect(payment.fiatAmount).toBe('12.50');
  });

  it('pauses, resumes and deletes: the page then says so, never a 500', async () => {
    const link = await create(merchant);
    const paused = await call(merchant, 'POST', `/api/payment-links/${link.id}/pause`);
    expect(paused.json<PaymentLink>().status).toBe('paused');
    expect((await call(merchant, 'POST', `/api/payment-links/${link.id}/pause`)).statusCode).toBe(
      409,
    );
    expect((await ctx.app.inject({ url: `/api/l/${link.slug}` })).json().state).toBe('paused');
    const refused = await visit(link.slug, { amountCents: 750 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('paymentLinkPaused');

    const resumed = await call(merchant, 'POST', `/api/payment-links/${link.id}/resume`);
    expect(resumed.json<PaymentLink>().status).toBe('active');
    expect((await visit(link.slug, { amountCents: 750 })).statusCode).toBe(201);

    expect((await call(merchant, 'DELETE', `/api/payment-links/${link.id}`)).statusCode).toBe(204);
    expect((await call(merchant, 'GET', `/api/payment-links/${link.id}`)).statusCode).toBe(404);
    const gone = await ctx.app.inject({ url: `/api/l/${link.slug}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('paymentLinkNotFound');
    expect((await visit(link.slug, { amountCents: 750 })).statusCode).toBe(404);
    const listed = (await call(merchant, 'GET', '/api/payment-links')).json<PaymentLink[]>();
    expect(listed.map((l) => l.id)).not.toContain(link.id);
  });

  it('stops taking payments once the merchant’s plan no longer has the feature', async () => {
    const downgraded = await buildMerchant(ctx, { planId: 'premium' });
    const link = await create(downgraded, { amount: { kind: 'fixed', cents: 900 } });
    await ctx.db.update(users).set({ planId: 'plus' }).where(eq(users.id, downgraded.user.id));
    expect((await ctx.app.inject({ url: `/api/l/${link.slug}` })).json().state).toBe('unavailable');
    const refused = await visit(link.slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('paymentLinkUnavailable');
  });

  it('serves the button’s script to pages of any origin, gzipped when asked', async () => {
    const script = await ctx.app.inject({
      url: '/embed/button.js',
      headers: { 'accept-encoding': 'gzip, br', 'sec-fetch-site': 'cross-site' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['content-encoding']).toBe('gzip');
    // Helmet's same-origin resource policy would make a browser refuse it on a shop's page.
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.rawPayload.length).toBeLessThanOrEqual(EMBED_SCRIPT_MAX_GZIP_BYTES);
    const plain = await ctx.app.inject({ url: '/embed/button.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-incasso-button');
  });

  it('holds a link back after 120 visits a minute from many addresses, and only that link', async () => {
    const crowded = await create(merchant);
    // Out of the link's bounds: counted, refused, and no request made.
    for (let i = 0; i < 120; i += 1) {
      const refused = await visit(crowded.slug, { amountCents: 1 }, `198.51.100.${i % 8}`);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    const held = await visit(crowded.slug, { amountCents: 750 }, '203.0.113.9');
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toBe('rateLimited');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    const quiet = await create(merchant);
    expect((await visit(quiet.slug, { amountCents: 750 }, '203.0.113.9')).statusCode).toBe(201);
  });

  it('answers unknown and malformed slugs with 404 and 400', async () => {
    expect((await ctx.app.inject({ url: '/api/l/AAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/l/not-a-slug!' })).statusCode).toBe(400);
  });
});
