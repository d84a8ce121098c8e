import type { PaymentList } from '@incasso/shared/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/payments.ts';
import { users } from '#server/db/schema/users.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMember } from '#test/factories/members.ts';
import {
  buildMerchant,
  requestPayment,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { sessionHeaders } from '#test/factories/users.ts';

// Issue 23: a cashier sees the sales they made today, the merchant's calendar day in its own
// time zone, not the last 24 hours. The clock moves around Rome's midnight (UTC+1 in November).

describe('a cashier’s sales of today', () => {
  let ctx: TestApp;
  let clock = new Date('2026-11-27T00:10:00Z');
  let shop: TestMerchant;
  let cashier: { cookie: string };
  let lateYesterday: string;
  let earlyToday: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => clock } });
    shop = await buildMerchant(ctx, { planId: 'plus' });
    await ctx.db.update(users).set({ timeZone: 'Europe/Rome' }).where(eq(users.id, shop.user.id));
    cashier = await buildMember(ctx, shop.user.id, 'cashier');
    // Made by the cashier at 23:30 on the 26th and at 00:30 on the 27th, Rome time.
    const made = async (at: string) => {
      const response = await requestPayment(ctx, { ...shop, cookie: cashier.cookie });
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: string }>();
      await ctx.db
        .update(payments)
        .set({ createdAt: new Date(at) })
        .where(eq(payments.id, id));
      return id;
    };
    lateYesterday = await made('2026-11-26T22:30:00Z');
    earlyToday = await made('2026-11-26T23:30:00Z');
  });
  afterAll(() => ctx.close());

  const theirs = async () => {
    const response = await ctx.app.inject({
      url: '/api/payments?scope=all',
      headers: sessionHeaders(cashier.cookie),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PaymentList>().items.map((item) => item.id);
  };

  it('starts the day at the merchant’s midnight, not 24 hours ago', async () => {
    // 01:10 on the 27th in Rome: both are within 24 hours, one of them was yesterday.
    clock = new Date('2026-11-27T00:10:00Z');
    expect(await theirs()).toEqual([earlyToday]);
    // 23:50 on the 27th: the morning's sale is still today's.
    clock = new Date('2026-11-27T22:50:00Z');
    expect(await theirs()).toEqual([earlyToday]);
    // 00:05 on the 28th: a new day, though the sale is less than 24 hours old.
    clock = new Date('2026-11-27T23:05:00Z');
    expect(await theirs()).toEqual([]);
  });

  it('counts in UTC for a merchant with no time zone yet', async () => {
    await ctx.db.update(users).set({ timeZone: null }).where(eq(users.id, shop.user.id));
    // 23:40 UTC on the 26th: both were made on the 26th in UTC.
    clock = new Date('2026-11-26T23:40:00Z');
    expect(await theirs()).toEqual([earlyToday, lateYesterday]);
    clock = new Date('2026-11-27T00:20:00Z');
    expect(await theirs()).toEqual([]);
  });

  it('shows the owner every request, whoever made it and whenever', async () => {
    const response = await ctx.app.inject({
      url: '/api/payments?scope=all',
      headers: sessionHeaders(shop.cookie),
    });
    const ids = response.json<PaymentList>().items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([earlyToday, lateYesterday]));
  });
});
