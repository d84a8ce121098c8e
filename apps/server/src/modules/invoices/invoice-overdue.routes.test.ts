import type { Invoice } from '@incasso/shared/invoices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, invoiceCall, invoiceInput, buildSeller } from '#test/factories/invoices.ts';
import { type TestMerchant } from '#test/factories/payments.ts';
import { buildMailTestApp } from '#test/mail-test-app.ts';
import type { SmtpCapture } from '#test/smtp-capture.ts';

// Issue 24: an invoice is overdue from the day after its due date (UTC), at once when it is sent
// later than that, and within the hour when the date passes while the server runs.
describe('overdue invoices', { timeout: 60_000 }, () => {
  let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;
  let smtp: SmtpCapture;
  let clock = new Date('2027-01-15T10:00:00Z');
  let merchant: TestMerchant;
  beforeAll(async () => {
    ctx = await buildMailTestApp({ clock: () => clock });
    ({ smtp } = ctx);
    merchant = await buildSeller(ctx, { planId: 'plus', displayName: 'Bottega Rossi' });
  });
  afterAll(() => ctx.close());

  const send = async (id: string) =>
    (await invoiceCall(ctx, merchant.cookie, 'POST', `/api/invoices/${id}/send`)).json<Invoice>();
  const statusOf = async (id: string) =>
    (await invoiceCall(ctx, merchant.cookie, 'GET', `/api/invoices/${id}`)).json<Invoice>().status;

  it('is overdue at once when sent after its due date, and its email is the invoice itself', async () => {
    const late = await createInvoice(ctx, merchant, {
      locale: 'en',
      customer: { ...invoiceInput(merchant).customer, email: 'late@example.test' },
      issueDate: '2027-01-01',
      dueDate: '2027-01-14',
    });
    expect((await send(late.id)).status).toBe('overdue');
    const mail = await smtp.next('late@example.test');
    expect(mail.subject).toMatch(/^Bottega Rossi: invoice \S+ for /);
    // The sweep finds nothing more to do, and reminds nobody a second time.
    await ctx.modules.invoices.runs.markOverdue();
    expect(await statusOf(late.id)).toBe('overdue');
    // Sending again is the reminder.
    await send(late.id);
    expect((await smtp.next('late@example.test')).subject).toMatch(/^Reminder: invoice/);
  });

  it('is sent, not overdue, on its due date, and overdue once the day has passed', async () => {
    const today = await createInvoice(ctx, merchant, { dueDate: '2027-01-15' });
    expect((await send(today.id)).status).toBe('sent');
    clock = new Date('2027-01-15T23:59:59Z');
    await ctx.modules.invoices.runs.markOverdue();
    expect(await statusOf(today.id)).toBe('sent');
    clock = new Date('2027-01-16T00:05:00Z');
    await ctx.modules.invoices.runs.markOverdue();
    expect(await statusOf(today.id)).toBe('overdue');
  });

  it('runs the overdue sweep every hour, so a passing due date is caught within the hour', async () => {
    // Both drivers answer a raw statement with its rows.
    const { rows } = (await ctx.db.execute(
      sql`select cron from pgboss.schedule where name = 'invoices.overdue'`,
    )) as unknown as { rows: { cron: string }[] };
    const [minute, hour, day, month, weekday] = (rows[0]?.cron ?? '').split(' ');
    // One fixed minute of every hour of every day.
    expect(Number(minute)).toBeGreaterThanOrEqual(0);
    expect(Number(minute)).toBeLessThan(60);
    expect([hour, day, month, weekday]).toEqual(['*', '*', '*', '*']);
  });
});
