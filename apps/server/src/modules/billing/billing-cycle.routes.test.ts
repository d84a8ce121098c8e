import type { BillingOverview } from '@incasso/shared/billing';
import type { Notification } from '@incasso/shared/notifications';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '#server/db/schema/domain-events.ts';
import { subscriptionPeriods } from '#server/db/schema/billing.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import {
  buildPlatform,
  checkout,
  notificationCount,
  overview,
  payOnPayPage,
} from '#test/factories/billing.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

describe('a plan paid in crypto, from upgrade to the fall back to Free', () => {
  let ctx: TestApp;
  let clock = new Date();
  let merchant: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => clock } });
    await buildPlatform(ctx);
    merchant = await buildMerchant(ctx);
  });
  afterAll(() => ctx.close());

  const profilePlan = async () =>
    (
      await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: merchant.cookie } })
    ).json<{ plan: string }>().plan;
  const transactionsStatus = async () =>
    (await ctx.app.inject({ url: '/api/transactions', headers: { cookie: merchant.cookie } }))
      .statusCode;
  const outboxSubjects = async () =>
    (await ctx.app.inject('/api/dev/outbox'))
      .json<{ to: string; subject: string }[]>()
      .filter((mail) => mail.to === merchant.user.email)
      .map((mail) => mail.subject);
  const renewAt = async (at: Date) => {
    clock = at;
    await ctx.modules.billing.renewals.run();
  };
  let paid: BillingOverview;

  it('activates Plus for a month once the platform’s request is paid and confirmed', async () => {
    expect(await transactionsStatus()).toBe(403);
    const order = await checkout(ctx, merchant.cookie, '/api/billing/upgrade', {
      planId: 'plus',
      interval: 'monthly',
    });
    expect(order).toMatchObject({ amountCents: 900, creditCents: 0, currency: 'EUR' });
    expect(order.payUrl).toBe(`/pay/${order.paymentId}`);
    // The payer (the merchant) sees the platform's request priced in euro, and picks a coin.
    const page = await ctx.app.inject({ url: `/api/pay/${order.paymentId}` });
    expect(page.json()).toMatchObject({ fiatAmount: '9.00', fiatCurrency: 'EUR', amount: null });
    // Paid to the platform's company for the plan, not to its administrator's account.
    expect(page.json()).toMatchObject({
      merchantName: 'Incasso',
      purpose: { kind: 'plan', planName: 'Plus', interval: 'monthly' },
    });
    expect((await overview(ctx, merchant.cookie)).openCharges).toHaveLength(1);

    await payOnPayPage(ctx, order.paymentId);

    paid = await overview(ctx, merchant.cookie);
    expect(paid).toMatchObject({
      plan: 'plus',
      planName: 'Plus',
      feeBps: 75,
      status: 'active',
      interval: 'monthly',
      cancelAtPeriodEnd: false,
      openCharges: [],
    });
    const start = clock.getTime();
    const end = Date.parse(paid.renewalDate ?? '');
    expect(end - start).toBeGreaterThanOrEqual(28 * DAY);
    expect(end - start).toBeLessThanOrEqual(31 * DAY);
    expect(paid.history).toEqual([
      expect.objectContaining({
        kind: 'plan',
        planId: 'plus',
        amountCents: 900,
        receiptNumber: expect.stringMatching(/^INC-\d{6}$/),
        periodEnd: paid.renewalDate,
      }),
    ]);
    // The session reads the plan on every request: no new sign-in is needed.
    expect(await profilePlan()).toBe('plus');
    expect(await transactionsStatus()).toBe(200);
    expect(await notificationCount(ctx, merchant.user.id, 'billing.planActivated')).toBe(1);
  });

  it('activates once when the confirmation is handed over again', async () => {
    // At least once (decision note 031): make the outbox hand the event over a second time.
    const redelivered = await ctx.db
      .update(domainEvents)
      .set({ dispatchedAt: null, nextAttemptAt: new Date() })
      .where(eq(domainEvents.type, 'payment.confirmed'))
      .returning({ id: domainEvents.id });
    expect(redelivered.length).toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          (
            await ctx.db
              .select({ id: domainEvents.id })
              .from(domainEvents)
              .where(
                and(eq(domainEvents.type, 'payment.confirmed'), isNull(domainEvents.dispatchedAt)),
              )
          ).length,
      )
      .toBe(0);

    const again = await overview(ctx, merchant.cookie);
    expect(again.renewalDate).toBe(paid.renewalDate);
    expect(again.history).toHaveLength(1);
    const periods = await ctx.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.userId, merchant.user.id));
    expect(periods).toHaveLength(1);
    expect(await notificationCount(ctx, merchant.user.id, 'billing.planActivated')).toBe(1);
  });

  it('reminds 7 days and 1 day before the end, once each, in the app and by email', async () => {
    const end = Date.parse(paid.renewalDate ?? '');
    await renewAt(new Date(end - 8 * DAY));
    expect(await notificationCount(ctx, merchant.user.id, 'billing.renewalReminder')).toBe(0);

    await renewAt(new Date(end - 7 * DAY + MINUTE));
    await renewAt(new Date(end - 7 * DAY + 2 * MINUTE));
    expect(await notificationCount(ctx, merchant.user.id, 'billing.renewalReminder')).toBe(1);

    await renewAt(new Date(end - DAY + MINUTE));
    await renewAt(new Date(end - DAY + 2 * MINUTE));
    expect(await notificationCount(ctx, merchant.user.id, 'billing.renewalReminder')).toBe(2);

    const list = await ctx.app.inject({
      url: '/api/user/notifications',
      headers: { cookie: merchant.cookie },
    });
    expect(list.json<Notification[]>()[0]).toMatchObject({
      key: 'billing.renewalReminder',
      params: { plan: 'Plus', date: paid.renewalDate?.slice(0, 10), days: 1 },
    });
    await expect
      .poll(outboxSubjects, { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          'Il tuo piano Plus scade domani',
          'Il tuo piano Plus scade tra 7 giorni',
        ]),
      );
    expect(
      (await outboxSubjects()).filter((s) => s.startsWith('Il tuo piano Plus scade')),
    ).toHaveLength(2);
  });

  it('keeps the plan for 3 days of grace after the end, then puts the account on Free', async () => {
    const end = Date.parse(paid.renewalDate ?? '');
    await renewAt(new Date(end + MINUTE));
    const grace = await overview(ctx, merchant.cookie);
    expect(grace).toMatchObject({ plan: 'plus', status: 'grace', renewalDate: paid.renewalDate });
    expect(Date.parse(grace.graceEndsAt ?? '')).toBe(end + 3 * DAY);
    expect(await transactionsStatus()).toBe(200);
    await renewAt(new Date(end + 2 * DAY));
    expect(await notificationCount(ctx, merchant.user.id, 'billing.gracePeriod')).toBe(1);

    await renewAt(new Date(end + 3 * DAY + MINUTE));
    expect(await profilePlan()).toBe('free');
    expect(await transactionsStatus()).toBe(403);
    expect(await overview(ctx, merchant.cookie)).toMatchObject({
      plan: 'free',
      status: 'active',
      renewalDate: null,
      interval: null,
    });
    await renewAt(new Date(end + 4 * DAY));
    expect(await notificationCount(ctx, merchant.user.id, 'billing.planEnded')).toBe(1);
    await expect
      .poll(outboxSubjects, { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining(['Il tuo piano Plus è scaduto', 'Il tuo piano Plus è terminato']),
      );
  });

  it('renews in grace from where the paid time ended, so no day is lost or given twice', async () => {
    const shop = await buildMerchant(ctx);
    clock = new Date();
    await payOnPayPage(
      ctx,
      (
        await checkout(ctx, shop.cookie, '/api/billing/upgrade', {
          planId: 'plus',
          interval: 'monthly',
        })
      ).paymentId,
    );
    const first = await overview(ctx, shop.cookie);
    const end = Date.parse(first.renewalDate ?? '');
    clock = new Date(end + DAY);
    const renewal = await checkout(ctx, shop.cookie, '/api/billing/upgrade', {
      planId: 'plus',
      interval: 'yearly',
    });
    expect(renewal).toMatchObject({ amountCents: 9_000, creditCents: 0 });
    await payOnPayPage(ctx, renewal.paymentId);
    const renewed = await overview(ctx, shop.cookie);
    expect(renewed).toMatchObject({ status: 'active', interval: 'yearly' });
    const next = new Date(end);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    expect(renewed.renewalDate).toBe(next.toISOString());
  });
});
