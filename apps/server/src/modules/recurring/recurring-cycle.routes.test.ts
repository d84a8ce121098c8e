import type { PublicPayment } from '@incasso/shared/payments';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '#server/app.ts';
import { payments } from '#server/db/schema/payments.ts';
import { recurringPeriods } from '#server/db/schema/recurring.ts';
import { users } from '#server/db/schema/users.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { drained } from '#test/drained.ts';
import { notificationCount, payOnPayPage } from '#test/factories/billing.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { createSchedule, recurringCall, scheduleDetail } from '#test/factories/recurring.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { testConfig } from '#test/test-config.ts';

const HOUR = 60 * 60 * 1000;

// Issue 11: the `recurring.run` sweep driven by a clock the test moves, with the payer's
// emails captured over real SMTP.
describe('recurring periods, from the first request to a missed one', { timeout: 60_000 }, () => {
  let smtp: SmtpCapture;
  let ctx: TestApp;
  let clock = new Date('2027-01-20T10:00:00Z');
  let merchant: TestMerchant;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await buildTestApp({
      config: { smtpUrl: smtp.url, mailFrom: 'Incasso <no-reply@incasso.test>' },
      deps: { clock: () => clock },
    });
    merchant = await buildMerchant(ctx, {
      planId: 'plus',
      currencies: ['usdt', 'usdc', 'eth'],
      displayName: 'Bottega Rossi',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const runAt = async (at: Date | string) => {
    clock = new Date(at);
    await ctx.modules.recurring.runs.run();
  };
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

  it('asks for the month ending on the 31st on the month’s last day, in Rome, in Italian', async () => {
    const schedule = await createSchedule(ctx, merchant, {
      customerEmail: 'mario@example.test',
      customerLocale: 'it',
      timeZone: 'Europe/Rome',
      currencies: ['usdt', 'usdc'],
      startDate: '2027-01-31',
    });
    // Midnight of 31 January in Rome is 23:00 UTC the day before.
    await runAt('2027-01-30T22:59:00Z');
    expect((await scheduleDetail(ctx, merchant, schedule.id)).periods).toEqual([]);

    await runAt('2027-01-30T23:00:30Z');
    const first = await scheduleDetail(ctx, merchant, schedule.id);
    expect(first.periods).toEqual([
      expect.objectContaining({
        number: 1,
        status: 'open',
        dueAt: '2027-01-30T23:00:00.000Z',
        windowEndsAt: '2027-02-06T23:00:00.000Z',
        amountCents: 2500,
      }),
    ]);
    expect(first.nextDueAt).toBe('2027-02-27T23:00:00.000Z');
    const paymentId = first.periods[0]?.paymentId ?? '';

    const mail = await smtp.next('mario@example.test');
    expect(mail.subject).toBe('Bottega Rossi: richiesta di pagamento di 25,00\u00a0€');
    expect(mail.text).toContain('Ciao Grace Hopper');
    expect(mail.text).toContain('06/02/2027');
    expect(mail.links).toEqual([`${testConfig().publicUrl}/pay/${paymentId}`]);

    // The payer needs no account: the pay page offers the schedule's coins only.
    const page = (await ctx.app.inject({ url: `/api/pay/${paymentId}` })).json<PublicPayment>();
    expect(page).toMatchObject({ fiatAmount: '25.00', fiatCurrency: 'EUR', amount: null });
    expect(page.purpose).toEqual({ kind: 'recurring', description: schedule.description });
    expect(page.currencyChoices.map((c) => c.currency)).toEqual(['usdt', 'usdc']);
    const eth = await ctx.app.inject({
      method: 'POST',
      url: `/api/pay/${paymentId}/currency`,
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { currency: 'eth' },
    });
    expect(eth.json().error).toBe('currencyNotAccepted');

    // Run again, and again: still one period, one request, one email.
    await runAt('2027-01-31T08:00:00Z');
    await runAt('2027-01-31T08:01:00Z');
    expect((await scheduleDetail(ctx, merchant, schedule.id)).periods).toHaveLength(1);

    await payOnPayPage(ctx, paymentId);
    const paid = await scheduleDetail(ctx, merchant, schedule.id);
    expect(paid.periods[0]).toMatchObject({ status: 'paid', paymentId });
    expect(paid.totals).toEqual({ paidCount: 1, missedCount: 0, openCount: 0, paidCents: 2500 });

    // February has 28 days in 2027: the second period falls on the 28th.
    await runAt('2027-02-27T23:00:00Z');
    const second = await scheduleDetail(ctx, merchant, schedule.id);
    expect(second.periods.map((p) => [p.number, p.status, p.dueAt])).toEqual([
      [2, 'open', '2027-02-27T23:00:00.000Z'],
      [1, 'paid', '2027-01-30T23:00:00.000Z'],
    ]);
    expect(second.nextDueAt).toBe('2027-03-30T22:00:00.000Z');
    await smtp.next('mario@example.test');

    // A reminder 48 hours before the window closes, once.
    const closes = Date.parse(second.periods[0]?.windowEndsAt ?? '');
    await runAt(new Date(closes - 49 * HOUR));
    await runAt(new Date(closes - 47 * HOUR));
    await runAt(new Date(closes - 46 * HOUR));
    expect((await smtp.next('mario@example.test')).subject).toBe(
      'Promemoria: Bottega Rossi attende il tuo pagamento di 25,00\u00a0€',
    );

    // Unpaid when the window closes: missed, and the merchant hears of it once.
    await runAt(new Date(closes - 1000));
    expect((await scheduleDetail(ctx, merchant, schedule.id)).periods[0]?.status).toBe('open');
    await runAt(new Date(closes + 1000));
    await runAt(new Date(closes + 60_000));
    const missed = await scheduleDetail(ctx, merchant, schedule.id);
    expect(missed.periods[0]?.status).toBe('missed');
    expect(missed.totals).toEqual({ paidCount: 1, missedCount: 1, openCount: 0, paidCents: 2500 });
    expect(await notificationCount(ctx, merchant.user.id, 'recurring.periodMissed')).toBe(1);
    const notices = await recurringCall(ctx, merchant.cookie, 'GET', '/api/user/notifications');
    expect(notices.json()[0]).toMatchObject({
      key: 'recurring.periodMissed',
      params: {
        customer: 'Grace Hopper',
        number: 2,
        amount: '25.00',
        currency: 'EUR',
        date: '2027-03-06',
      },
    });
    // A late payment still pays the period (the request stays watched after its window).
    const late = missed.periods[0]?.paymentId ?? '';
    await payOnPayPage(ctx, late);
    const paidLate = await scheduleDetail(ctx, merchant, schedule.id);
    expect(paidLate.periods[0]?.status).toBe('paid');
    expect(paidLate.totals).toEqual({
      paidCount: 2,
      missedCount: 0,
      openCount: 0,
      paidCents: 5000,
    });
    // Request, request, reminder: nothing sent twice (and with no email left to send, the
    // count is final).
    await drained(ctx.db, ['mail.send']);
    expect(mailsTo('mario@example.test')).toHaveLength(3);
  });

  it('falls on 29 February in a leap year, at midnight in New York', async () => {
    const schedule = await createSchedule(ctx, merchant, {
      customerEmail: 'leap@example.test',
      timeZone: 'America/New_York',
      startDate: '2028-01-31',
      end: { kind: 'afterPayments', payments: 2 },
    });
    await runAt('2028-01-31T05:00:00Z');
    await smtp.next('leap@example.test');
    await runAt('2028-02-29T04:59:59Z');
    expect((await scheduleDetail(ctx, merchant, schedule.id)).periods).toHaveLength(1);
    await runAt('2028-02-29T05:00:00Z');
    const detail = await scheduleDetail(ctx, merchant, schedule.id);
    expect(detail.periods.map((p) => p.dueAt)).toEqual([
      '2028-02-29T05:00:00.000Z',
      '2028-01-31T05:00:00.000Z',
    ]);
    // After its 2 payments the schedule is complete: nothing more falls due.
    expect(detail).toMatchObject({ status: 'completed', nextDueAt: null });
    expect((await smtp.next('leap@example.test')).subject).toBe(
      'Bottega Rossi: payment request for €25.00',
    );
    await runAt('2028-03-31T05:00:00Z');
    expect((await scheduleDetail(ctx, merchant, schedule.id)).periods).toHaveLength(2);
  });

  it('skips what falls due while paused, and later periods ask the edited amount', async () => {
    const schedule = await createSchedule(ctx, merchant, {
      customerEmail: 'paused@example.test',
      interval: 'weekly',
      startDate: '2029-01-01',
    });
    const url = `/api/recurring-payments/${schedule.id}`;
    await runAt('2029-01-01T00:00:00Z');
    await recurringCall(ctx, merchant.cookie, 'POST', `${url}/pause`);
    await runAt('2029-01-20T00:00:00Z');
    expect((await scheduleDetail(ctx, merchant, schedule.id)).periods).toHaveLength(1);
    await recurringCall(ctx, merchant.cookie, 'PATCH', url, { amountCents: 4_200 });
    const resumed = await recurringCall(ctx, merchant.cookie, 'POST', `${url}/resume`);
    expect(resumed.json().nextDueAt).toBe('2029-01-22T00:00:00.000Z');
    await runAt('2029-01-22T00:00:00Z');
    const detail = await scheduleDetail(ctx, merchant, schedule.id);
    expect(detail.periods.map((p) => [p.number, p.amountCents])).toEqual([
      [4, 4200],
      [1, 2500],
    ]);
  });

  it('asks nothing while the merchant is on Free, and carries on once Plus is back', async () => {
    const schedule = await createSchedule(ctx, merchant, {
      customerEmail: 'downgrade@example.test',
      startDate: '2030-01-31',
    });
    const setPlan = (planId: 'free' | 'plus') =>
      ctx.db.update(users).set({ planId }).where(eq(users.id, merchant.user.id));
    await setPlan('free');
    await runAt('2030-01-31T00:00:00Z');
    await runAt('2030-02-28T00:00:00Z');
    await setPlan('plus');
    expect((await scheduleDetail(ctx, merchant, schedule.id)).periods).toEqual([]);
    const back = await scheduleDetail(ctx, merchant, schedule.id);
    expect(back.nextDueAt).toBe('2030-03-31T00:00:00.000Z');
    await runAt('2030-03-31T00:00:00Z');
    const detail = await scheduleDetail(ctx, merchant, schedule.id);
    expect(detail.periods.map((p) => p.number)).toEqual([3]);
    expect((await smtp.next('downgrade@example.test')).subject).toContain('€25.00');
  });

  it('asks for the first period of a schedule paused and resumed right after creation', async () => {
    clock = new Date('2031-05-10T09:00:00Z');
    const alone = await createSchedule(ctx, merchant, {
      customerEmail: 'alone@example.test',
      startDate: '2031-05-10',
    });
    const resumed = await createSchedule(ctx, merchant, {
      customerEmail: 'resumed@example.test',
      startDate: '2031-05-10',
    });
    const url = `/api/recurring-payments/${resumed.id}`;
    expect((await recurringCall(ctx, merchant.cookie, 'POST', `${url}/pause`)).statusCode).toBe(
      200,
    );
    expect(
      (await recurringCall(ctx, merchant.cookie, 'POST', `${url}/resume`)).json(),
    ).toMatchObject({ status: 'active', nextDueAt: '2031-06-10T00:00:00.000Z' });

    await runAt('2031-05-10T09:00:40Z');
    for (const schedule of [alone, resumed]) {
      const detail = await scheduleDetail(ctx, merchant, schedule.id);
      expect(detail.periods.map((p) => [p.number, p.status, p.dueAt])).toEqual([
        [1, 'open', '2031-05-10T00:00:00.000Z'],
      ]);
      const mail = await smtp.next(schedule.customerEmail);
      expect(mail.subject).toBe('Bottega Rossi: payment request for €25.00');
      expect(mail.links).toEqual([`${testConfig().publicUrl}/pay/${detail.periods[0]?.paymentId}`]);
    }
  });
});

describe('restarts and several processes', { timeout: 60_000 }, () => {
  let ctx: TestApp;
  let clock = new Date('2027-05-01T09:00:00Z');
  let apps: Pick<BuiltApp, 'app' | 'modules'>[] = [];
  let merchant: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => clock } });
    apps = [ctx];
    merchant = await buildMerchant(ctx, { planId: 'premium' });
  });
  afterAll(async () => {
    for (const { app } of apps) await app.close();
    await ctx.database.close();
  });

  /** Another process on the same database, as after a restart or beside a second worker. */
  const startProcess = async () => {
    const built = await buildApp(testConfig(), {
      database: ctx.database,
      clock: () => clock,
      timings: { jobPollingSeconds: 0.5 },
    });
    apps.push(built);
    return built;
  };
  const requestsOf = (scheduleId: string) =>
    ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(like(payments.orderId, `recurring-${scheduleId}-%`));
  const periodsOf = (scheduleId: string) =>
    ctx.db.select().from(recurringPeriods).where(eq(recurringPeriods.scheduleId, scheduleId));

  it('makes no second request for a period whose request was made but not yet recorded', async () => {
    const schedule = await createSchedule(ctx, merchant, { startDate: '2027-05-10' });
    clock = new Date('2027-05-10T00:00:10Z');
    await ctx.modules.recurring.runs.run();
    const [made] = await requestsOf(schedule.id);
    expect(made).toBeDefined();

    // The state a process leaves when it stops right after the payments module stored the
    // request: the period claimed, its request not linked, the dead process's lease run out.
    await ctx.db
      .update(recurringPeriods)
      .set({ paymentId: null, requestLeaseUntil: new Date(Date.now() - 1000) })
      .where(eq(recurringPeriods.scheduleId, schedule.id));
    await ctx.app.close();
    apps = apps.filter(({ app }) => app !== ctx.app);
    const restarted = await startProcess();
    ctx = { ...ctx, ...restarted };

    await Promise.all([
      restarted.modules.recurring.runs.run(),
      restarted.modules.recurring.runs.run(),
    ]);
    await restarted.modules.recurring.runs.run();
    expect(await requestsOf(schedule.id)).toEqual([made]);
    const periods = await periodsOf(schedule.id);
    expect(periods).toHaveLength(1);
    expect(periods[0]?.paymentId).toBe(made?.id);
  });

  it('makes one request per period when two processes sweep at once', async () => {
    const [first] = apps;
    const second = await startProcess();
    const schedules = [];
    for (const name of ['Ada', 'Alan', 'Barbara']) {
      schedules.push(
        await createSchedule(ctx, merchant, { customerName: name, startDate: '2027-06-01' }),
      );
    }
    clock = new Date('2027-06-01T00:00:05Z');
    await Promise.all([first?.modules.recurring.runs.run(), second.modules.recurring.runs.run()]);
    await Promise.all([first?.modules.recurring.runs.run(), second.modules.recurring.runs.run()]);
    for (const schedule of schedules) {
      const periods = await periodsOf(schedule.id);
      expect(periods.map((p) => p.periodIndex)).toEqual([0]);
      const requests = await requestsOf(schedule.id);
      expect(requests.map((r) => r.id)).toEqual([periods[0]?.paymentId]);
    }
  });
});
