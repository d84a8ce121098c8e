import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';

// Issue 7: each of these answered 500. A NUL byte cannot be stored in PostgreSQL text, and a
// timestamp has no year 0000.
describe('input a database cannot hold', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp();
    merchant = await buildMerchant(ctx, { planId: 'premium' });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: merchant.cookie, 'sec-fetch-site': 'same-origin' },
      ...(body && { payload: body }),
    });

  it.each([
    ['a display name', 'PATCH', '/api/user/profile', { displayName: 'Ada\u0000' }, 'displayName'],
    [
      'a wallet name',
      'POST',
      '/api/wallets',
      {
        name: 'Till\u0000',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
        chainId: 'ethereum',
        acceptedCurrencyIds: ['usdt'],
      },
      'name',
    ],
    [
      'an unpaired surrogate',
      'PATCH',
      '/api/user/profile',
      { displayName: 'Ada\uD800' },
      'displayName',
    ],
  ] as const)(
    'refuses a NUL byte or a broken character in %s with 400 invalidCharacters',
    async (_case, method, url, body, field) => {
      const response = await call(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalidCharacters',
        fields: { [field]: 'invalidCharacters' },
      });
    },
  );

  it('refuses a NUL byte in an order id and in a search', async () => {
    const payment = await call('POST', '/api/payments', {
      walletId: merchant.wallet.id,
      currency: 'usdt',
      fiatAmount: '5',
      fiatCurrency: 'EUR',
      orderId: 'ORD\u00001',
    });
    expect(payment.statusCode).toBe(400);
    expect(payment.json().fields).toEqual({ orderId: 'invalidCharacters' });
    const search = await call('GET', '/api/transactions?q=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toBe('invalidCharacters');
  });

  it.each(['from', 'to'])('refuses year 0000 as %s with 400 invalidDate', async (name) => {
    const response = await call('GET', `/api/transactions?${name}=0000-01-01`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalidInput',
      fields: { [name]: 'invalidDate' },
    });
  });

  it('takes the last day a timestamp holds as the end of a range', async () => {
    const response = await call('GET', '/api/transactions?from=1970-01-01&to=9999-12-31');
    expect(response.statusCode).toBe(200);
  });

  it('keeps emoji and accents, which are whole characters', async () => {
    const response = await call('PATCH', '/api/user/profile', { displayName: 'Caffè ☕ 🚀' });
    expect(response.statusCode).toBe(200);
    expect(response.json().displayName).toBe('Caffè ☕ 🚀');
  });
});
