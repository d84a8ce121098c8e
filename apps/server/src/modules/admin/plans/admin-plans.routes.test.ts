import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@incasso/shared/admin';
import type { Plan } from '@incasso/shared/plans';
import { buildTestApp } from '#test/build-test-app.ts';
import { payments } from '#server/db/schema/payments.ts';
import { buildPlatform, checkout, overview, payOnPayPage } from '#test/factories/billing.ts';
import { buildMerchant, requestPayment } from '#test/factories/payments.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';

describe('/api/admin/plans', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let adminCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    adminCookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
  });
  afterAll(() => ctx.close());

  const put = (id: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${id}`,
      headers: sessionHeaders(adminCookie),
      payload,
    });

  it('changes prices and fee: new checkouts and requests use them, paid time keeps its price', async () => {
    await buildPlatform(ctx);
    const subscriber = await buildMerchant(ctx);
    const bought = await checkout(ctx, subscriber.cookie, '/api/billing/upgrade', {
      planId: 'plus',
      interval: 'monthly',
    });
    await payOnPayPage(ctx, bought.paymentId);
    const paidBefore = (await overview(ctx, subscriber.cookie)).history[0]?.amountCents;
    expect(paidBefore).toBe(900);

    const response = await put('plus', {
      name: 'Plus',
      feeBps: 60,
      monthlyCents: 1_200,
      yearlyCents: 12_000,
      features: ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Plan[]>().find((p) => p.id === 'plus')).toMatchObject({
      feeBps: 60,
      monthlyCents: 1_200,
      features: expect.arrayContaining(['invoicing']),
    });

    // The period already paid keeps its price; the renewal asks the new one.
    const after = await overview(ctx, subscriber.cookie);
    expect(after.history[0]?.amountCents).toBe(900);
    const renewal = await checkout(ctx, subscriber.cookie, '/api/billing/upgrade', {
      planId: 'plus',
      interval: 'monthly',
    });
    expect(renewal.amountCents).toBe(1_200);
    const created = await requestPayment(ctx, subscriber);
    const [request] = await ctx.db
      .select({ feeBps: payments.feeBps })
      .from(payments)
      .where(eq(payments.id, created.json<{ id: string }>().id));
    expect(request?.feeBps).toBe(60);

    const trail = (
      await ctx.app.inject({
        url: '/api/admin/audit?action=plan.update',
        headers: sessionHeaders(adminCookie),
      })
    ).json<AuditList>();
    expect(trail.items[0]).toMatchObject({
      targetId: 'plus',
      before: { feeBps: 75, monthlyCents: 900 },
      after: { feeBps: 60, monthlyCents: 1_200 },
    });
  });

  it("changes what a plan unlocks: its subscribers' open sessions and API keys follow at once", async () => {
    const merchant = await buildMerchant(ctx, { planId: 'plus' });
    const get = (url: string) => ctx.app.inject({ url, headers: sessionHeaders(merchant.cookie) });
    expect((await get('/api/recurring-payments')).statusCode).toBe(200);
    expect((await get('/api/developer/keys')).json().error).toBe('planRequired');

    const plus = {
      name: 'Plus',
      feeBps: 75,
      monthlyCents: 900,
      yearlyCents: 9_000,
      features: ['insights', 'developer', 'transactions', 'developer'],
    };
    const response = await put('plus', plus);
    expect(response.statusCode).toBe(200);
    expect(response.json<Plan[]>().find((p) => p.id === 'plus')?.features).toEqual([
      'transactions',
      'insights',
      'developer',
    ]);
    try {
      expect((await get('/api/user/profile')).json()).toMatchObject({
        features: ['transactions', 'insights', 'developer'],
      });
      expect((await get('/api/recurring-payments')).json().error).toBe('planRequired');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/developer/keys',
        headers: sessionHeaders(merchant.cookie),
        payload: { name: 'Till', scopes: ['payments:read'] },
      });
      expect(created.statusCode).toBe(201);
      const key = created.json<{ key: string }>().key;
      const viaKey = () =>
        ctx.app.inject({ url: '/api/v1/payments', headers: { 'x-api-key': key } });
      expect((await viaKey()).statusCode).toBe(200);

      const trail = (
        await ctx.app.inject({
          url: '/api/admin/audit?action=plan.update',
          headers: sessionHeaders(adminCookie),
        })
      ).json<AuditList>();
      expect(trail.items[0]).toMatchObject({
        before: { features: expect.arrayContaining(['subscriptions', 'pos']) },
        after: { features: ['transactions', 'insights', 'developer'] },
      });

      await put('plus', { ...plus, features: ['transactions'] });
      expect((await viaKey()).json().error).toBe('planRequired');
    } finally {
      await put('plus', {
        ...plus,
        features: ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'],
      });
    }
  });
});
