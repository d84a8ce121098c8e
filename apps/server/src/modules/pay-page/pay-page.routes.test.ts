import { formatCrypto } from '@incasso/shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import {
  buildMerchant,
  buildPayment,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';

// The hosted pay page as a payer's browser receives it, before any script runs: rendered by the
// web app's components on the real app, from a request stored in the real database.
describe('GET /pay/:id', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    ctx = await buildTestApp();
    merchant = await buildMerchant(ctx, { displayName: 'Bottega Rossi' });
  });
  afterAll(() => ctx.close());

  const open = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  /** The markup a reader sees: the island's JSON data (all texts included) left out. */
  const markup = (html: string) =>
    html.replace(/<script type="application\/json".*?<\/script>/s, '');

  /** Every <script> tag of the page, as written. */
  const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

  it('shows the request in full without JavaScript: amounts, address, QR and status', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '25' });
    const response = await open(`/pay/${payment.id}`, { 'accept-language': 'en-GB,en;q=0.9' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('Payment to Bottega Rossi');
    expect(html).toContain('$25.00');
    // The amount in the language's way beside the price, the exact one to copy below it.
    expect(html).toContain(formatCrypto(payment.amount ?? '', 'USDT', 'en'));
    expect(html).toContain(`${payment.amount}<span`);
    expect(html).toContain(payment.address);
    expect(html).toContain('Ethereum');
    expect(html).toContain('Waiting for payment');
    expect(html).toMatch(/<div role="img" aria-label="QR code to pay [^"]+"[^>]*><svg /);
    expect(html).toContain(`href="${payment.eip681?.replaceAll('&', '&amp;')}"`);
  });

  it('sends the strict CSP, and no script it would have to allow inline', async () => {
    const payment = await buildPayment(ctx, merchant);
    const response = await open(`/pay/${payment.id}`);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Only data: the island's start state, which no browser executes.
    expect(scriptTags(response.body)).toEqual([
      '<script type="application/json" id="pay-island-data">',
    ]);
  });

  it('hands the island its start state as JSON that cannot end its <script> element', async () => {
    const payment = await buildPayment(ctx, merchant);
    const html = (await open(`/pay/${payment.id}`)).body;
    const json = /<script type="application\/json" id="pay-island-data">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    expect(json).toBeDefined();
    expect(json).not.toMatch(/</);
    const data = JSON.parse(json ?? 'null') as { payment: { id: string }; qrSvgs: object };
    expect(data.payment.id).toBe(payment.id);
    expect(Object.keys(data.qrSvgs)).toEqual([payment.eip681]);
  });

  it('speaks Italian by default, the browser’s language when it can, and ?lng= above all', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '25' });
    const italian = (await open(`/pay/${payment.id}`)).body;
    expect(italian).toContain('<html lang="it">');
    expect(italian).toContain('Pagamento a Bottega Rossi');
    expect(italian).toContain('In attesa di pagamento');
    expect(italian).toContain('25,00');

    const chosen = await open(`/pay/${payment.id}?lng=en`, { 'accept-language': 'it-IT' });
    expect(chosen.body).toContain('Payment to Bottega Rossi');
    expect(chosen.headers['vary']).toContain('accept-language');
  });

  it('says a cancelled request is cancelled, and offers no QR to pay it', async () => {
    const payment = await buildPayment(ctx, merchant);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/cancel`,
      headers: sessionHeaders(merchant.cookie),
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const html = markup((await open(`/pay/${payment.id}?lng=en`)).body);
    expect(html).toContain('This request was cancelled');
    expect(html).not.toContain('role="img"');
    expect(html).not.toContain('Open in wallet');
  });

  it.each([
    ['an unknown id', '6f1c0b1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f'],
    ['a malformed id', 'not-a-payment'],
    ['an id of other characters', '%F0%9F%92%B8%20%22%3E'],
  ])('answers %s with the not-found page, with the same headers', async (_, id) => {
    const response = await open(`/pay/${id}?lng=en`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('This payment request does not exist.');
    expect(scriptTags(response.body)).toEqual([]);
  });

  it('refuses overlong ids and languages with a 400, and budgets each address', async () => {
    expect((await open(`/pay/${'a'.repeat(65)}`)).statusCode).toBe(400);
    expect((await open(`/pay/x?lng=${'e'.repeat(17)}`)).statusCode).toBe(400);
    const statuses = new Set<number>();
    for (let i = 0; i < 301; i += 1) statuses.add((await open('/pay/unknown')).statusCode);
    expect([...statuses].sort()).toEqual([404, 429]);
  });

  it('still serves the JSON of /api/pay/:id beside the page', async () => {
    const payment = await buildPayment(ctx, merchant);
    const response = await open(`/api/pay/${payment.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: payment.id, currencyChoices: [], purpose: null });
  });
});
