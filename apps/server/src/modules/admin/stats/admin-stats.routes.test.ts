import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@incasso/shared/admin';
import { CHAIN_IDS } from '@incasso/shared/chains';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildPlatform, checkout, payOnPayPage } from '#test/factories/billing.ts';
import { buildMerchant, requestPayment } from '#test/factories/payments.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';

describe('GET /api/admin/stats', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let adminCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    adminCookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
  });
  afterAll(() => ctx.close());

  const stats = async () => {
    const response = await ctx.app.inject({
      url: '/api/admin/stats',
      headers: sessionHeaders(adminCookie),
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminStats>();
  };

  it('counts from real data: merchants, plans, volume, revenue, open requests', async () => {
    const empty = await stats();
    expect(empty).toMatchObject({
      totalUsers: 0,
      premiumUsers: 0,
      transactionVolume: [],
      subscriptionRevenue: [],
      openRequests: 0,
    });
    expect(empty.userGrowth).toHaveLength(30);
    expect(empty.chains.map((c) => c.chain)).toEqual([...CHAIN_IDS]);

    await buildPlatform(ctx);
    await buildUser(ctx.db, { planId: 'premium' });
    const buyer = await buildMerchant(ctx);
    const bought = await checkout(ctx, buyer.cookie, '/api/billing/upgrade', {
      planId: 'plus',
      interval: 'monthly',
    });
    await payOnPayPage(ctx, bought.paymentId);
    expect((await requestPayment(ctx, buyer)).statusCode).toBe(201);

    const figures = await stats();
    // The platform account, the Premium account and the buyer; the admin is not a merchant.
    expect(figures.totalUsers).toBe(3);
    expect(figures.premiumUsers).toBe(1);
    expect(figures.planDistribution).toEqual([
      { plan: 'free', count: 1 },
      { plan: 'plus', count: 1 },
      { plan: 'premium', count: 1 },
    ]);
    expect(figures.subscriptionRevenue).toEqual([{ currency: 'EUR', cents: 900 }]);
    // The plan payment is itself a completed transaction of the platform account.
    expect(figures.transactionVolume).toEqual([{ currency: 'EUR', cents: 900 }]);
    expect(figures.openRequests).toBe(1);
    expect(figures.userGrowth.at(-1)?.count).toBe(3);
    expect(figures.queues.map((q) => q.queue)).toContain('mail.send');
    expect(figures.chains.every((c) => c.state === 'off' && c.lag === null)).toBe(true);
  });
});
