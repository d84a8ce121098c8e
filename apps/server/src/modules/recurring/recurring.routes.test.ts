import type { Schedule } from '@incasso/shared/recurring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { createSchedule, recurringCall, scheduleInput } from '#test/factories/recurring.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('/api/recurring-payments', () => {
  let ctx: TestApp;
  const clock = new Date('2027-01-15T10:00:00Z');
  let merchant: TestMerchant;
  let other: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => clock } });
    merchant = await buildMerchant(ctx, { planId: 'plus' });
    other = await buildMerchant(ctx, { planId: 'premium' });
  });
  afterAll(() => ctx.close());

  const list = async (who: TestMerchant) =>
    (await recurringCall(ctx, who.cookie, 'GET', '/api/recurring-payments')).json<Schedule[]>();
  const post = (who: TestMerchant, payload: object) =>
    recurringCall(ctx, who.cookie, 'POST', '/api/recurring-payments', payload);

  it('answers 401 without a session and 403 planRequired on the Free plan', async () => {
    const anonymous = await ctx.app.inject({
      url: '/api/recurring-payments',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(anonymous.statusCode).toBe(401);
    const free = await buildMerchant(ctx, { planId: 'free' });
    const refused = await post(free, scheduleInput(free));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('planRequired');
    expect(await list(other)).toEqual([]);
  });

  it('creates a schedule and lists it with its next due date', async () => {
    const created = await createSchedule(ctx, merchant, { timeZone: 'Europe/Rome' });
    expect(created).toMatchObject({
      customerName: 'Grace Hopper',
      amountCents: 2500,
      currency: 'EUR',
      chain: 'ethereum',
      currencies: ['usdt'],
      interval: 'monthly',
      status: 'active',
      // Midnight of 31 January in Rome.
      nextDueAt: '2027-01-30T23:00:00.000Z',
      totals: { paidCount: 0, missedCount: 0, openCount: 0, paidCents: 0 },
    });
    expect((await list(merchant)).map((s) => s.id)).toContain(created.id);
    expect(await list(other)).toEqual([]);
  });

  it.each([
    ['a NUL byte', { customerName: 'Grace\u0000' }, 'invalidCharacters'],
    ['year 0000', { startDate: '0000-01-31' }, 'invalidInput'],
    ['a day that does not exist', { startDate: '2027-02-29' }, 'invalidInput'],
    ['a huge name', { customerName: 'x'.repeat(10_000) }, 'invalidInput'],
    ['a bad wallet uuid', { walletId: 'not-a-uuid' }, 'invalidInput'],
    ['a float amount', { amountCents: 10.5 }, 'invalidInput'],
    ['a zero amount', { amountCents: 0 }, 'invalidInput'],
    ['no coin', { currencies: [] }, 'invalidInput'],
    ['an unknown interval', { interval: 'daily' }, 'invalidInput'],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'invalidInput'],
    ['a bad email', { customerEmail: 'nobody' }, 'invalidInput'],
    ['an end before the start', { end: { kind: 'onDate', date: '2027-01-01' } }, 'invalidInput'],
    ['a count of zero', { end: { kind: 'afterPayments', payments: 0 } }, 'invalidInput'],
    ['a start in the past', { startDate: '2027-01-14' }, 'startInPast'],
    ['a coin the wallet refuses', { currencies: ['usdc'] }, 'currencyNotAccepted'],
  ])('refuses %s with 400 and writes nothing', async (_name, change, key) => {
    const before = (await list(merchant)).length;
    const response = await post(merchant, { ...scheduleInput(merchant), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(key);
    expect(await list(merchant)).toHaveLength(before);
  });

  it('refuses another merchant’s wallet with 404 and writes nothing', async () => {
    const before = (await list(merchant)).length;
    const response = await post(merchant, scheduleInput(merchant, { walletId: other.wallet.id }));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('walletNotFound');
    const edit = await createSchedule(ctx, merchant);
    const moved = await recurringCall(
      ctx,
      merchant.cookie,
      'PATCH',
      `/api/recurring-payments/${edit.id}`,
      {
        walletId: other.wallet.id,
        currencies: ['usdt'],
      },
    );
    expect(moved.statusCode).toBe(404);
    expect((await list(merchant)).find((s) => s.id === edit.id)?.walletId).toBe(merchant.wallet.id);
    expect((await list(merchant)).length).toBe(before + 1);
  });

  it('keeps each merchant’s schedules to themselves (404), and bad ids are 400', async () => {
    const mine = await createSchedule(ctx, merchant);
    for (const [method, url] of [
      ['GET', `/api/recurring-payments/${mine.id}`],
      ['PATCH', `/api/recurring-payments/${mine.id}`],
      ['POST', `/api/recurring-payments/${mine.id}/pause`],
      ['POST', `/api/recurring-payments/${mine.id}/resume`],
      ['POST', `/api/recurring-payments/${mine.id}/cancel`],
      ['GET', `/api/recurring-payments/${SOME_ID}`],
    ] as const) {
      const payload = method === 'PATCH' ? { amountCents: 1 } : undefined;
      const response = await recurringCall(ctx, other.cookie, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const bad = await recurringCall(ctx, merchant.cookie, 'GET', '/api/recurring-payments/1%27--');
    expect(bad.statusCode).toBe(400);
    const detail = await recurringCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/recurring-payments/${mine.id}`,
    );
    expect(detail.json()).toMatchObject({ status: 'active', amountCents: 2500, periods: [] });
  });

  it('stops asking once its wallet is removed, until another wallet is chosen', async () => {
    const second = await buildMerchant(ctx, { planId: 'plus' });
    const schedule = await createSchedule(ctx, second);
    const removed = await recurringCall(
      ctx,
      second.cookie,
      'DELETE',
      `/api/wallets/${second.wallet.id}`,
    );
    expect(removed.statusCode).toBeLessThan(300);
    const [orphan] = await list(second);
    expect(orphan).toMatchObject({
      id: schedule.id,
      walletId: null,
      status: 'active',
      nextDueAt: null,
    });

    const replacement = await buildMerchant(ctx, { planId: 'plus' });
    const foreign = await recurringCall(
      ctx,
      second.cookie,
      'PATCH',
      `/api/recurring-payments/${schedule.id}`,
      {
        walletId: replacement.wallet.id,
        currencies: ['usdt'],
      },
    );
    expect(foreign.statusCode).toBe(404);
    const wallet = await recurringCall(ctx, second.cookie, 'POST', '/api/wallets', {
      name: 'New till',
      address: '0x2222222222222222222222222222222222222222',
      chainId: 'ethereum',
      acceptedCurrencyIds: ['usdc'],
    });
    const moved = await recurringCall(
      ctx,
      second.cookie,
      'PATCH',
      `/api/recurring-payments/${schedule.id}`,
      {
        walletId: wallet.json().id,
        currencies: ['usdc'],
      },
    );
    expect(moved.json()).toMatchObject({
      walletId: wallet.json().id,
      currencies: ['usdc'],
      nextDueAt: '2027-01-31T00:00:00.000Z',
    });
  });

  it('edits future periods, pauses, resumes and cancels, refusing the wrong order with 409', async () => {
    const schedule = await createSchedule(ctx, merchant);
    const url = `/api/recurring-payments/${schedule.id}`;
    const call = (method: 'POST' | 'PATCH', path: string, payload?: object) =>
      recurringCall(ctx, merchant.cookie, method, `${url}${path}`, payload);

    const edited = await call('PATCH', '', {
      amountCents: 3_000,
      description: 'Hosting',
      end: { kind: 'afterPayments', payments: 12 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      amountCents: 3000,
      description: 'Hosting',
      end: { kind: 'afterPayments', payments: 12 },
    });
    expect((await call('PATCH', '', {})).json().error).toBe('invalidInput');
    expect(
      (await call('PATCH', '', { end: { kind: 'onDate', date: '2026-12-31' } })).json().error,
    ).toBe('endBeforeStart');

    expect((await call('POST', '/resume')).statusCode).toBe(409);
    const paused = await call('POST', '/pause');
    expect(paused.json()).toMatchObject({ status: 'paused', nextDueAt: null });
    expect((await call('POST', '/pause')).json().error).toBe('scheduleNotActive');
    expect((await call('POST', '/resume')).json()).toMatchObject({ status: 'active' });
    expect((await call('POST', '/cancel')).json()).toMatchObject({
      status: 'cancelled',
      nextDueAt: null,
    });
    expect((await call('POST', '/cancel')).json().error).toBe('scheduleClosed');
    expect((await call('PATCH', '', { amountCents: 100 })).json().error).toBe('scheduleClosed');
  });
});
