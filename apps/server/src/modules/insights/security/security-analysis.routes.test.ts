import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityAnalysis } from '@incasso/shared/accounts/security-analysis';
import { buildTestApp } from '#test/build-test-app.ts';
import { defined } from '#test/defined.ts';
import { buildMerchant, randomAddress, type TestApp } from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';

describe('GET /api/security-analysis', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.40',
      payload: { email, password },
    });

  it('answers 401 signed out', async () => {
    expect((await ctx.app.inject({ url: '/api/security-analysis' })).statusCode).toBe(401);
  });

  it("explains the user's own scored sign-ins and transaction anomalies, on any plan", async () => {
    const merchant = await buildMerchant(ctx);
    const other = await buildMerchant(ctx);
    const payer = randomAddress();
    for (let i = 0; i < 5; i += 1) {
      await buildPaidPayment(ctx, merchant, { fiatAmount: '9.00', fiatCurrency: 'EUR' }, { payer });
    }
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 200),
    );
    await login(merchant.user.email, 'Wrong-Pass-12');
    await login(merchant.user.email, merchant.user.password);
    await login(other.user.email, 'Wrong-Pass-12');

    const response = await ctx.app.inject({
      url: '/api/security-analysis',
      headers: { cookie: merchant.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const analysis = response.json<SecurityAnalysis>();
    expect(analysis.days).toBe(30);
    expect(analysis.riskyLogins.map((entry) => entry.result)).toEqual([
      'success',
      'invalidCredentials',
    ]);
    expect(defined(analysis.riskyLogins[0]).factors).toContainEqual({
      signal: 'accountFailuresShort',
      count: 1,
      windowMinutes: 15,
    });
    expect(analysis.anomalies).toEqual([
      expect.objectContaining({
        kind: 'unusualPayer',
        payerAddress: payer.toLowerCase(),
        figures: { count: 5, minutes: 60 },
      }),
    ]);

    const theirs = await ctx.app.inject({
      url: '/api/security-analysis',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json<SecurityAnalysis>().anomalies).toEqual([]);
    expect(theirs.json<SecurityAnalysis>().riskyLogins).toHaveLength(1);
  });
});
