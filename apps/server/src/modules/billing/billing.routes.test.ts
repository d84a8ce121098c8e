import { randomUUID } from 'node:crypto';
import type { BillingOverview } from '@incasso/shared/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import {
  billingCall,
  buildPlatform,
  checkout,
  notificationCount,
  overview,
  payOnPayPage,
} from '#test/factories/billing.ts';
import {
  blockTimesOf,
  buildMerchant,
  buildPayment,
  transferFor,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('billing routes', () => {
  let ctx: TestApp;
  let clock = new Date();
  let platform: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => clock } });
  });
  afterAll(() => ctx.close());

  const upgrade = (who: TestMerchant, payload: object) =>
    billingCall(ctx, who.cookie, 'POST', '/api/billing/upgrade', payload);

  it('answers 409 billingUnavailable for a checkout while the platform has no wallets, and shows no chain', async () => {
    const shop = await buildMerchant(ctx);
    const response = await upgrade(shop, { planId: 'plus', interval: 'monthly' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'billingUnavailable' });
    expect((await overview(ctx, shop.cookie)).paymentChains).toEqual([]);
    platform = await buildPlatform(ctx);
    expect((await overview(ctx, shop.cookie)).paymentChains).toEqual(['ethereum']);
  });

  it('refuses bad input with 400 and a signed-out caller with 401, never 500', async () => {
    const shop = await buildMerchant(ctx);
    for (const payload of [
      {},
      { planId: 'free', interval: 'monthly' },
      { planId: 'gold', interval: 'monthly' },
      { planId: 'plus', interval: 'weekly' },
      { planId: 'plus', interval: 'monthly', chain: 'solana' },
      { planId: 'plus', interval: 'monthly', amountCents: 1 },
    ]) {
      const response = await upgrade(shop, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const [url, payload] of [
      ['/api/billing/settle', { currency: 'GBP' }],
      ['/api/billing/settle', {}],
      ['/api/billing/downgrade', { when: 'later' }],
    ] as const) {
      expect((await billingCall(ctx, shop.cookie, 'POST', url, payload)).statusCode).toBe(400);
    }
    const notPdf = await billingCall(ctx, shop.cookie, 'GET', '/api/billing/receipts/abc.pdf');
    expect(notPdf.statusCode).toBe(400);
    const offered = await upgrade(shop, { planId: 'plus', interval: 'monthly', chain: 'polygon' });
    expect(offered.json()).toMatchObject({ error: 'chainNotOffered' });
    expect((await ctx.app.inject('/api/billing')).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/upgrade',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { planId: 'plus', interval: 'monthly' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('hands the same request back on a second click, and the platform never pays itself', async () => {
    const shop = await buildMerchant(ctx);
    const first = await checkout(ctx, shop.cookie, '/api/billing/upgrade', {
      planId: 'premium',
      interval: 'yearly',
    });
    expect(first.amountCents).toBe(29_000);
    const second = await checkout(ctx, shop.cookie, '/api/billing/upgrade', {
      planId: 'premium',
      interval: 'yearly',
    });
    expect(second.paymentId).toBe(first.paymentId);
    const self = await upgrade(platform, { planId: 'plus', interval: 'monthly' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: 'platformAccount' });
  });

  it('upgrades Plus to Premium at once, taking what is left of Plus off the price', async () => {
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
    const plus = await overview(ctx, shop.cookie);
    const plusEnd = Date.parse(plus.renewalDate ?? '');
    // Halfway through the month: about half of 9 € is credited.
    clock = new Date(clock.getTime() + (plusEnd - clock.getTime()) / 2);
    const order = await checkout(ctx, shop.cookie, '/api/billing/upgrade', {
      planId: 'premium',
      interval: 'monthly',
    });
    expect(order.creditCents).toBeGreaterThanOrEqual(449);
    expect(order.creditCents).toBeLessThanOrEqual(450);
    expect(order.amountCents).toBe(2_900 - order.creditCents);
    await payOnPayPage(ctx, order.paymentId);

    const premium = await overview(ctx, shop.cookie);
    expect(premium).toMatchObject({ plan: 'premium', feeBps: 50, interval: 'monthly' });
    expect(Date.parse(premium.renewalDate ?? '')).toBeGreaterThan(plusEnd);
    expect(premium.history.map((item) => item.planId)).toEqual(['premium', 'plus']);
    // The Plus period was cut short where Premium began.
    expect(premium.history[1]?.periodEnd).toBe(premium.history[0]?.periodStart);
  });

  it('refuses an upgrade whose credit covers the price', async () => {
    const shop = await buildMerchant(ctx);
    clock = new Date();
    await payOnPayPage(
      ctx,
      (
        await checkout(ctx, shop.cookie, '/api/billing/upgrade', {
          planId: 'plus',
          interval: 'yearly',
        })
      ).paymentId,
    );
    const response = await upgrade(shop, { planId: 'premium', interval: 'monthly' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'creditCoversPrice' });
  });

  it('renews or moves to a lower plan from the end of the paid time', async () => {
    const shop = await buildMerchant(ctx);
    clock = new Date();
    await payOnPayPage(
      ctx,
      (
        await checkout(ctx, shop.cookie, '/api/billing/upgrade', {
          planId: 'premium',
          interval: 'monthly',
        })
      ).paymentId,
    );
    const end = (await overview(ctx, shop.cookie)).renewalDate;
    const lower = await checkout(ctx, shop.cookie, '/api/billing/upgrade', {
      planId: 'plus',
      interval: 'monthly',
    });
    expect(lower).toMatchObject({ amountCents: 900, creditCents: 0 });
    await payOnPayPage(ctx, lower.paymentId);
    const after = await overview(ctx, shop.cookie);
    expect(after).toMatchObject({ plan: 'premium', renewalDate: expect.any(String) });
    expect(after.upcoming).toMatchObject({ planId: 'plus', startsAt: end });

    clock = new Date(Date.parse(end ?? '') + 1_000);
    await ctx.modules.billing.renewals.run();
    expect(await overview(ctx, shop.cookie)).toMatchObject({ plan: 'plus', upcoming: null });
  });

  it('goes back to Free at the end of the paid time without reminders or grace, or at once', async () => {
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
    const end = Date.parse((await overview(ctx, shop.cookie)).renewalDate ?? '');
    const atEnd = await billingCall(ctx, shop.cookie, 'POST', '/api/billing/downgrade', {
      when: 'periodEnd',
    });
    expect(atEnd.json<BillingOverview>()).toMatchObject({ plan: 'plus', cancelAtPeriodEnd: true });
    const kept = await billingCall(ctx, shop.cookie, 'DELETE', '/api/billing/downgrade');
    expect(kept.json<BillingOverview>().cancelAtPeriodEnd).toBe(false);
    await billingCall(ctx, shop.cookie, 'POST', '/api/billing/downgrade', { when: 'periodEnd' });

    clock = new Date(end - DAY / 2);
    await ctx.modules.billing.renewals.run();
    expect(await notificationCount(ctx, shop.user.id, 'billing.renewalReminder')).toBe(0);
    clock = new Date(end + 1_000);
    await ctx.modules.billing.renewals.run();
    expect(await overview(ctx, shop.cookie)).toMatchObject({ plan: 'free', status: 'active' });

    const other = await buildMerchant(ctx);
    clock = new Date();
    await payOnPayPage(
      ctx,
      (
        await checkout(ctx, other.cookie, '/api/billing/upgrade', {
          planId: 'plus',
          interval: 'monthly',
        })
      ).paymentId,
    );
    const now = await billingCall(ctx, other.cookie, 'POST', '/api/billing/downgrade', {
      when: 'now',
    });
    expect(now.json<BillingOverview>()).toMatchObject({ plan: 'free', renewalDate: null });
    const transactions = await ctx.app.inject({
      url: '/api/transactions',
      headers: { cookie: other.cookie },
    });
    expect(transactions.statusCode).toBe(403);
    const again = await billingCall(ctx, other.cookie, 'POST', '/api/billing/downgrade', {
      when: 'now',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'noPaidPlan' });
  });

  it('adds up the fees of completed payments per currency, and settles them through the platform', async () => {
    const shop = await buildMerchant(ctx);
    const sale = await buildPayment(ctx, shop, { fiatAmount: '250', fiatCurrency: 'USD' });
    const pending = await buildPayment(ctx, shop, { fiatAmount: '80', fiatCurrency: 'USD' });
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyTransfers(
        tx,
        'ethereum',
        [transferFor(sale, { blockNumber: 50 }), transferFor(pending, { blockNumber: 80 })],
        { head: 80, blockTimes: blockTimesOf([{ blockNumber: 50 }, { blockNumber: 80 }]) },
      ),
    );
    // Only the first has its 12 confirmations: the other's fee is not owed yet.
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 62),
    );
    expect((await overview(ctx, shop.cookie)).feeBalance).toEqual([
      { currency: 'USD', accruedCents: 250, settledCents: 0, balanceCents: 250 },
    ]);
    const nothing = await billingCall(ctx, shop.cookie, 'POST', '/api/billing/settle', {
      currency: 'EUR',
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ error: 'nothingToSettle' });

    const order = await checkout(ctx, shop.cookie, '/api/billing/settle', { currency: 'USD' });
    expect(order).toMatchObject({ amountCents: 250, currency: 'USD' });
    await payOnPayPage(ctx, order.paymentId);
    const settled = await overview(ctx, shop.cookie);
    // The head that confirmed the settlement confirmed the 80 $ sale too: its fee is owed now.
    expect(settled.feeBalance).toEqual([
      { currency: 'USD', accruedCents: 330, settledCents: 250, balanceCents: 80 },
    ]);
    expect(settled.history).toEqual([
      expect.objectContaining({ kind: 'fees', amountCents: 250, currency: 'USD', planId: null }),
    ]);
    expect(settled.plan).toBe('free');
    expect(await notificationCount(ctx, shop.user.id, 'billing.feesSettled')).toBe(1);
  });

  it("serves each paid item's receipt as a PDF to its owner only", async () => {
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
    const [item] = (await overview(ctx, shop.cookie)).history;
    if (!item) throw new Error('no paid item');
    expect(item.receiptUrl).toBe(`/api/billing/receipts/${item.id}.pdf`);
    const pdf = await billingCall(ctx, shop.cookie, 'GET', item.receiptUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(`(Ricevuta ${item.receiptNumber})`);

    const stranger = await buildMerchant(ctx);
    expect((await billingCall(ctx, stranger.cookie, 'GET', item.receiptUrl)).statusCode).toBe(404);
    const unknown = `/api/billing/receipts/${randomUUID()}.pdf`;
    expect((await billingCall(ctx, shop.cookie, 'GET', unknown)).statusCode).toBe(404);
    // An open charge has no receipt yet.
    const open = await checkout(ctx, shop.cookie, '/api/billing/upgrade', {
      planId: 'premium',
      interval: 'yearly',
    });
    const openUrl = `/api/billing/receipts/${open.chargeId}.pdf`;
    expect((await billingCall(ctx, shop.cookie, 'GET', openUrl)).statusCode).toBe(404);
    expect((await ctx.app.inject(item.receiptUrl)).statusCode).toBe(401);
  });

  it('lists plans publicly with their prices', async () => {
    const plans = (await ctx.app.inject('/api/plans')).json<
      { id: string; yearlyCents: number }[]
    >();
    expect(plans.map((plan) => [plan.id, plan.yearlyCents])).toEqual([
      ['free', 0],
      ['plus', 9_000],
      ['premium', 29_000],
    ]);
  });
});
