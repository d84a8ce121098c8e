import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserAiSummary, PlatformAnomalyAnalysis } from '@incasso/shared/admin';
import { AI_FAILURE_MESSAGE } from '@incasso/shared/ai';
import { buildTestApp } from '#test/build-test-app.ts';
import { defined } from '#test/defined.ts';
import {
  buildMerchant,
  randomAddress,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';
import {
  lastMessage,
  llmConfigFor,
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '#test/openai-compatible-server.ts';

const unknownId = '0195f1c4-7a3e-7000-8000-000000000000';

/** Five EUR 12.50 payments from one address within the hour: revenue 6250 cents, one anomaly. */
async function merchantWithAPayerBurst(ctx: TestApp) {
  const merchant = await buildMerchant(ctx, { planId: 'plus' });
  const payer = randomAddress();
  for (let i = 0; i < 5; i += 1) {
    await buildPaidPayment(ctx, merchant, { fiatAmount: '12.50', fiatCurrency: 'EUR' }, { payer });
  }
  await ctx.modules.payments.transact((tx) =>
    ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 200),
  );
  return { merchant, payer: payer.toLowerCase() };
}

/** Two wrong passwords, then the right one, from an address of its own. */
async function signInAfterTwoFailures(ctx: TestApp, merchant: TestMerchant, ip: string) {
  for (const password of ['Wrong-Pass-12', 'Wrong-Pass-13', merchant.user.password]) {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: merchant.user.email, password },
    });
  }
}

describe('admin AI analyses with a model', () => {
  let model: OpenAiCompatibleServer;
  let ctx: TestApp;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let adminCookie: string;
  let merchant: TestMerchant;
  let payer: string;

  beforeAll(async () => {
    model = await startOpenAiCompatibleServer();
    ctx = await buildTestApp({ config: { llm: llmConfigFor(model, { timeoutMs: 2_000 }) } });
    admin = await buildUser(ctx.db, { isAdmin: true });
    adminCookie = await signIn(ctx.app, admin);
    ({ merchant, payer } = await merchantWithAPayerBurst(ctx));
    await signInAfterTwoFailures(ctx, merchant, '198.51.100.21');
  });
  afterAll(async () => {
    await ctx.close();
    await model.close();
  });
  beforeEach(() => model.reset());

  const summary = (method: 'GET' | 'POST', userId: string, cookie = adminCookie, body?: object) =>
    ctx.app.inject({
      method,
      url: `/api/admin/users/${userId}/ai-summary`,
      headers: sessionHeaders(cookie),
      ...(method === 'POST' ? { payload: body ?? { language: 'en' } } : {}),
    });
  const anomalies = (method: 'GET' | 'POST', body: object = { language: 'it' }) =>
    ctx.app.inject({
      method,
      url: '/api/admin/anomalies',
      headers: sessionHeaders(adminCookie),
      ...(method === 'POST' ? { payload: body } : {}),
    });

  it("shows a user's figures from the analytics core, the risk engine and billing, without asking the model", async () => {
    const response = await summary('GET', merchant.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminUserAiSummary>();
    expect(body).toMatchObject({ aiConfigured: true, narrative: null });
    expect(body.figures.activity.revenue).toEqual([
      expect.objectContaining({ fiatCurrency: 'EUR', revenueCents: 6_250, count: 5 }),
    ]);
    expect(body.figures.activity.anomalies).toEqual([
      expect.objectContaining({ kind: 'unusualPayer', payerAddress: payer }),
    ]);
    expect(body.figures.risk).toMatchObject({
      status: 'active',
      tfaEnabled: false,
      suspensions: 0,
      loginAttempts: 3,
      failedLogins: 2,
    });
    const lastSignIn = defined(body.figures.risk.riskyLogins[0]);
    expect(lastSignIn.result).toBe('success');
    expect(lastSignIn.factors).toContainEqual({
      signal: 'accountFailuresShort',
      count: 2,
      windowMinutes: 15,
    });
    expect(body.figures.billing).toMatchObject({ plan: 'plus', customFeeBps: null });
    expect(model.requests).toHaveLength(0);
  });

  it('writes the summary from the figures alone, in the language asked for, on the admin’s tokens', async () => {
    const before = (await ctx.modules.ai.runner.status(admin.id)).tokensLeftToday ?? 0;
    model.queue({ text: 'Il commerciante ha incassato 62,50 € con 5 pagamenti.', tokens: 40 });
    const response = await summary('POST', merchant.user.id, adminCookie, { language: 'it' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminUserAiSummary>();
    expect(body.narrative).toEqual({
      text: 'Il commerciante ha incassato 62,50 € con 5 pagamenti.',
      error: null,
      message: null,
    });
    expect(body.figures.activity.revenue[0]?.revenueCents).toBe(6_250);
    const request = defined(model.requests[0]);
    expect(lastMessage(request, 'system')).toContain('Write in Italian');
    const shown = JSON.parse(lastMessage(request, 'user'));
    expect(shown.activity.revenue[0].revenueCents).toBe(6_250);
    // Ids, addresses of sign-ins and times stay out of what the model reads.
    expect(lastMessage(request, 'user')).not.toContain(merchant.user.id);
    expect(lastMessage(request, 'user')).not.toContain('198.51.100.21');
    expect((await ctx.modules.ai.runner.status(admin.id)).tokensLeftToday).toBeLessThan(before);
    expect((await ctx.modules.ai.runner.status(merchant.user.id)).tokensLeftToday).toBe(1_000_000);
  });

  it('does not show a text with an invented number: one retry, then aiUngrounded beside the figures', async () => {
    model.queue(
      { text: 'Revenue grew 40% to €62.50.' },
      { text: 'Revenue was €62.50 from 5 payments.' },
    );
    const retried = (await summary('POST', merchant.user.id)).json<AdminUserAiSummary>();
    expect(retried.narrative?.text).toBe('Revenue was €62.50 from 5 payments.');
    expect(lastMessage(defined(model.requests[1]), 'user')).toContain('40');

    model.reset();
    model.answer(() => ({ text: 'An average ticket of €12.49 over 6 payments.' }));
    const response = await summary('POST', merchant.user.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminUserAiSummary>();
    expect(body.narrative).toMatchObject({ text: null, error: 'aiUngrounded' });
    expect(body.figures.activity.revenue[0]?.revenueCents).toBe(6_250);
    expect(model.requests).toHaveLength(2);
  });

  it("answers SPEC's message when the model is down or too slow, and still shows the figures", async () => {
    model.answer(() => ({ status: 500 }));
    const down = (await summary('POST', merchant.user.id)).json<AdminUserAiSummary>();
    expect(down.narrative).toEqual({
      text: null,
      error: 'aiUnavailable',
      message: AI_FAILURE_MESSAGE,
    });
    expect(down.figures.risk.loginAttempts).toBe(3);

    model.reset();
    model.answer(() => ({ hang: true }));
    const slow = await anomalies('POST');
    expect(slow.statusCode).toBe(200);
    expect(slow.json<PlatformAnomalyAnalysis>().narrative).toMatchObject({
      error: 'aiUnavailable',
      message: AI_FAILURE_MESSAGE,
    });
    expect(slow.json<PlatformAnomalyAnalysis>().figures.anomalies.length).toBeGreaterThan(0);
  });

  it('lists recent anomalies across merchants with the merchant and the figures, and explains them', async () => {
    const quiet = await buildMerchant(ctx);
    await buildPaidPayment(ctx, quiet, { fiatAmount: '3.00', fiatCurrency: 'EUR' });
    const listed = (await anomalies('GET')).json<PlatformAnomalyAnalysis>();
    expect(listed.narrative).toBeNull();
    expect(listed.figures.days).toBe(7);
    expect(listed.figures.activeMerchants).toBeGreaterThanOrEqual(2);
    expect(listed.figures.anomalies).toContainEqual(
      expect.objectContaining({
        kind: 'unusualPayer',
        merchant: { id: merchant.user.id, email: merchant.user.email },
        figures: { count: 5, minutes: 60 },
      }),
    );
    expect(listed.figures.anomalies.some((a) => a.merchant.id === quiet.user.id)).toBe(false);

    model.queue({
      text: `${merchant.user.email} ha ricevuto 5 pagamenti dallo stesso indirizzo in 60 minuti.`,
    });
    const written = (await anomalies('POST')).json<PlatformAnomalyAnalysis>();
    expect(written.narrative?.text).toContain('5 pagamenti');
    expect(lastMessage(defined(model.requests[0]), 'user')).toContain(merchant.user.email);
  });

  it('answers 404 for an unknown user and 400 for a bad id or language', async () => {
    expect((await summary('GET', unknownId)).json()).toMatchObject({ error: 'userNotFound' });
    expect((await summary('POST', unknownId)).statusCode).toBe(404);
    expect((await summary('GET', 'not-a-uuid')).statusCode).toBe(400);
    const french = await summary('POST', merchant.user.id, adminCookie, { language: 'fr' });
    expect(french.statusCode).toBe(400);
    expect((await anomalies('POST', { language: 'en', extra: 1 })).statusCode).toBe(400);
    expect(model.requests).toHaveLength(0);
  });

  it("gives a merchant no way to another user's summary, nor to their own", async () => {
    const response = await summary('GET', merchant.user.id, merchant.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'adminRequired' });
    expect((await ctx.app.inject({ url: '/api/admin/anomalies' })).statusCode).toBe(401);
  });
});

describe('admin AI analyses without a model', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('shows the figures and says a model is needed for the words', async () => {
    const { merchant } = await merchantWithAPayerBurst(ctx);
    const cookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
    const get = await ctx.app.inject({
      url: `/api/admin/users/${merchant.user.id}/ai-summary`,
      headers: { cookie },
    });
    expect(get.json()).toMatchObject({ aiConfigured: false, narrative: null });
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/anomalies',
      headers: sessionHeaders(cookie),
      payload: { language: 'en' },
    });
    expect(post.statusCode).toBe(200);
    const body = post.json<PlatformAnomalyAnalysis>();
    expect(body).toMatchObject({
      aiConfigured: false,
      narrative: { text: null, error: 'aiNotConfigured' },
    });
    expect(body.figures.anomalies).toEqual([
      expect.objectContaining({ kind: 'unusualPayer', merchant: expect.anything() }),
    ]);
    expect(body.figures.revenue).toEqual([{ fiatCurrency: 'EUR', revenueCents: 6_250, count: 5 }]);
  });
});
