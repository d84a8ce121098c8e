import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevenueSeries, RevenueStats } from '@incasso/shared/stats';
import { send } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { buildLedgerEntry } from '#test/factories/transactions.ts';

const DAY_MS = 86_400_000;

/** Today in `timeZone`, as the merchant's calendar shows it ('YYYY-MM-DD'). */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** The UTC calendar day `daysAgo` days before today, at `time` UTC. */
function utcDayAt(daysAgo: number, time: string): Date {
  const day = new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T${time}Z`);
}

const dayOf = (date: Date, shift = 0) =>
  new Date(date.getTime() + shift * DAY_MS).toISOString().slice(0, 10);

/** The days that earned something: { day: cents }. */
const earning = (series: RevenueSeries | undefined) =>
  Object.fromEntries(
    (series?.days ?? []).filter((d) => d.revenueCents > 0).map((d) => [d.day, d.revenueCents]),
  );

describe('GET /api/stats/revenue', () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const revenue = async (merchant: TestMerchant, query = '') => {
    const response = await ctx.app.inject({
      url: `/api/stats/revenue${query}`,
      headers: { cookie: merchant.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RevenueStats>();
  };
  const setTimeZone = async (merchant: TestMerchant, timeZone: string) => {
    const response = await send(
      ctx.app,
      'PATCH',
      '/api/user/profile',
      { timeZone },
      merchant.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  it('answers 401 without a session and 400 for a period other than 7 or 30 days', async () => {
    expect((await ctx.app.inject('/api/stats/revenue?days=7')).statusCode).toBe(401);
    const merchant = await buildMerchant(ctx);
    for (const days of ['8', '0', 'week', '7.5']) {
      const response = await ctx.app.inject({
        url: `/api/stats/revenue?days=${days}`,
        headers: { cookie: merchant.cookie },
      });
      expect(response.statusCode, days).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalidInput',
        fields: { days: 'invalidPeriod' },
      });
    }
  });

  it('gives a new merchant every day of the period at zero, in UTC until a zone is set', async () => {
    const merchant = await buildMerchant(ctx);
    const stats = await revenue(merchant, '?days=30');
    expect(stats).toMatchObject({ days: 30, timeZone: 'UTC', to: todayIn('UTC') });
    expect(stats.firstPaymentAt).toBeNull();
    expect(stats.series.map((series) => series.fiatCurrency)).toEqual(['EUR', 'USD']);
    for (const series of stats.series) {
      expect(series.days).toHaveLength(30);
      expect(series.days[0]?.day).toBe(stats.from);
      expect(series.days.every((day) => day.revenueCents === 0 && day.count === 0)).toBe(true);
      expect(series).toMatchObject({ revenueCents: 0, feeCents: 0, count: 0 });
    }
    expect((await revenue(merchant)).days).toBe(7);
  });

  describe('a merchant paid in two currencies', () => {
    let merchant: TestMerchant;
    // 23:30 UTC: already the next day in Rome (UTC+1 or +2), still the same day in New York.
    const lateEvening = utcDayAt(2, '23:30:00');
    const noon = utcDayAt(2, '12:00:00');

    beforeAll(async () => {
      merchant = await buildMerchant(ctx, { planId: 'plus' });
      const other = await buildMerchant(ctx, { planId: 'plus' });
      await buildLedgerEntry(ctx, merchant, {
        fiatAmount: '25.00',
        fiatCurrency: 'EUR',
        date: lateEvening,
      });
      await buildLedgerEntry(ctx, merchant, {
        fiatAmount: '12.34',
        fiatCurrency: 'USD',
        date: noon,
      });
      await buildLedgerEntry(ctx, other, { fiatAmount: '99', fiatCurrency: 'EUR', date: noon });
      // Seen on-chain but not confirmed: not revenue yet.
      await buildLedgerEntry(ctx, merchant, {
        fiatAmount: '50',
        fiatCurrency: 'EUR',
        date: noon,
        confirmed: false,
      });
    });

    it("counts a payment at 23:30 UTC on the next day in Rome's calendar", async () => {
      await setTimeZone(merchant, 'Europe/Rome');
      const stats = await revenue(merchant);
      expect(stats).toMatchObject({ timeZone: 'Europe/Rome', to: todayIn('Europe/Rome') });
      const [eur, usd] = stats.series;
      expect(earning(eur)).toEqual({ [dayOf(lateEvening, 1)]: 2_500 });
      expect(earning(usd)).toEqual({ [dayOf(noon)]: 1_234 });
      // Plus charges 75 bps: 18.75 and 9.255 cents, rounded half-up.
      expect(eur).toMatchObject({ revenueCents: 2_500, feeCents: 19, count: 1 });
      expect(usd).toMatchObject({ revenueCents: 1_234, feeCents: 9, count: 1 });
      expect(eur?.days.filter((day) => day.count === 0)).toHaveLength(6);
      expect(stats.firstPaymentAt).toBe(noon.toISOString());
    });

    it("counts the same payment on its own UTC day in New York's calendar", async () => {
      await setTimeZone(merchant, 'America/New_York');
      const stats = await revenue(merchant, '?days=30');
      expect(stats).toMatchObject({
        timeZone: 'America/New_York',
        to: todayIn('America/New_York'),
      });
      const [eur, usd] = stats.series;
      expect(earning(eur)).toEqual({ [dayOf(lateEvening)]: 2_500 });
      expect(earning(usd)).toEqual({ [dayOf(noon)]: 1_234 });
      expect(eur?.days).toHaveLength(30);
    });
  });
});
