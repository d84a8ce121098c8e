import type { Invoice } from '@incasso/shared/invoices';
import type { AwaitingCoinList, PublicPayment } from '@incasso/shared/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/payments.ts';
import { payOnPayPage } from '#test/factories/billing.ts';
import { buildApiKey, callApi } from '#test/factories/developer.ts';
import { createInvoice, invoiceCall, invoiceInput, buildSeller } from '#test/factories/invoices.ts';
import { type TestMerchant } from '#test/factories/payments.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import { buildMailTestApp } from '#test/mail-test-app.ts';
import type { SmtpCapture } from '#test/smtp-capture.ts';

const DAY = 24 * 60 * 60 * 1000;

// Issue 18, section 6: the email and the PDF promise a due date weeks away, so the pay link they
// carry must still work then, and after it: the invoice's request ends only when the invoice is
// paid or voided. The app's clock moves the invoice through its due date; the expiry sweep runs
// as far on.
describe('an invoice’s pay link', { timeout: 60_000 }, () => {
  let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;
  let smtp: SmtpCapture;
  let clock = new Date('2027-01-15T10:00:00Z');
  let merchant: TestMerchant;
  beforeAll(async () => {
    ctx = await buildMailTestApp({ clock: () => clock });
    ({ smtp } = ctx);
    merchant = await buildSeller(ctx, { planId: 'plus', currencies: ['usdt', 'usdc'] });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST', url: string) =>
    invoiceCall(ctx, merchant.cookie, method, url);
  const payPage = async (paymentId: string) =>
    (await ctx.app.inject({ url: `/api/pay/${paymentId}` })).json<PublicPayment>();
  /** The expiry sweep as it runs `days` from now, weeks after the request was made. */
  const sweepExpiredIn = (days: number) =>
    ctx.modules.payments.expireDue(new Date(Date.now() + days * DAY));
  /** The pay link a captured email carries. */
  const linkOf = (mail: { links: string[] }) => mail.links.find((link) => link.includes('/pay/'));

  it('still works weeks after sending, past the due date, in the reminder, and is paid there', async () => {
    const draft = await createInvoice(ctx, merchant, {
      customer: { ...invoiceInput(merchant).customer, email: 'weeks@example.test' },
      dueDate: '2027-02-14',
    });
    const sent = (await call('POST', `/api/invoices/${draft.id}/send`)).json<Invoice>();
    const first = await smtp.next('weeks@example.test');
    expect(linkOf(first)).toBe(sent.payUrl);
    const paymentId = sent.paymentId ?? '';

    await sweepExpiredIn(1);
    await sweepExpiredIn(40);
    expect(await payPage(paymentId)).toMatchObject({
      status: 'PENDING',
      purpose: { kind: 'invoice', number: sent.number },
      currencyChoices: [
        expect.objectContaining({ currency: 'usdt' }),
        expect.objectContaining({ currency: 'usdc' }),
      ],
    });

    // Past the due date: overdue, and the reminder carries the same link, still payable.
    clock = new Date('2027-02-15T00:10:00Z');
    await ctx.modules.invoices.runs.markOverdue();
    const reminder = await smtp.next('weeks@example.test');
    expect(linkOf(reminder)).toBe(sent.payUrl);
    const manual = (await call('POST', `/api/invoices/${draft.id}/send`)).json<Invoice>();
    expect(manual).toMatchObject({ status: 'overdue', paymentId });
    expect(linkOf(await smtp.next('weeks@example.test'))).toBe(sent.payUrl);
    expect((await payPage(paymentId)).status).toBe('PENDING');

    // The customer opens it at last, picks the coin and pays: the invoice is paid.
    await payOnPayPage(ctx, paymentId);
    const paid = (await call('GET', `/api/invoices/${draft.id}`)).json<Invoice>();
    expect(paid).toMatchObject({ status: 'paid', paymentId });
  });

  it('is made anew before a reminder when the request it had ended all the same', async () => {
    const draft = await createInvoice(ctx, merchant, {
      customer: { ...invoiceInput(merchant).customer, email: 'ended@example.test' },
      issueDate: '2027-02-15',
      dueDate: '2027-02-28',
    });
    const sent = (await call('POST', `/api/invoices/${draft.id}/send`)).json<Invoice>();
    await smtp.next('ended@example.test');
    // What a link sent before the fix became half an hour later.
    await ctx.db
      .update(payments)
      .set({ status: 'TIMED_OUT', amountReserved: false })
      .where(eq(payments.id, sent.paymentId ?? ''));

    const reminded = (await call('POST', `/api/invoices/${draft.id}/send`)).json<Invoice>();
    expect(reminded.paymentId).not.toBe(sent.paymentId);
    expect(linkOf(await smtp.next('ended@example.test'))).toBe(reminded.payUrl);
    expect((await payPage(reminded.paymentId ?? '')).status).toBe('PENDING');

    // The overdue sweep's reminder, too, never mails a dead link.
    await ctx.db
      .update(payments)
      .set({ status: 'CANCELLED', amountReserved: false })
      .where(eq(payments.id, reminded.paymentId ?? ''));
    clock = new Date('2027-03-01T00:10:00Z');
    await ctx.modules.invoices.runs.markOverdue();
    const swept = (await call('GET', `/api/invoices/${draft.id}`)).json<Invoice>();
    expect(swept.paymentId).not.toBe(reminded.paymentId);
    expect(linkOf(await smtp.next('ended@example.test'))).toBe(swept.payUrl);
    expect((await payPage(swept.paymentId ?? '')).status).toBe('PENDING');
  });

  it('can no longer be paid once the invoice is marked paid by other means or voided', async () => {
    clock = new Date('2027-03-02T10:00:00Z');
    const byTransfer = await createInvoice(ctx, merchant, {
      issueDate: '2027-03-02',
      dueDate: '2027-04-01',
    });
    const sent = (await call('POST', `/api/invoices/${byTransfer.id}/send`)).json<Invoice>();
    await call('POST', `/api/invoices/${byTransfer.id}/mark-paid`);
    expect((await payPage(sent.paymentId ?? '')).status).toBe('CANCELLED');

    const voided = await createInvoice(ctx, merchant, {
      issueDate: '2027-03-02',
      dueDate: '2027-04-01',
    });
    const issued = (await call('POST', `/api/invoices/${voided.id}/send`)).json<Invoice>();
    await call('POST', `/api/invoices/${voided.id}/void`);
    expect((await payPage(issued.paymentId ?? '')).status).toBe('CANCELLED');
  });

  it('lives as long as the invoice: neither the dashboard nor the API cancels it on its own', async () => {
    clock = new Date('2027-03-03T10:00:00Z');
    const premium = await buildSeller(ctx, { planId: 'premium', currencies: ['usdt'] });
    const draft = await createInvoice(ctx, premium, {
      issueDate: '2027-03-03',
      dueDate: '2027-04-02',
    });
    const sent = (
      await invoiceCall(ctx, premium.cookie, 'POST', `/api/invoices/${draft.id}/send`)
    ).json<Invoice>();
    const paymentId = sent.paymentId ?? '';

    const fromDashboard = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/cancel`,
      headers: sessionHeaders(premium.cookie),
    });
    expect(fromDashboard.statusCode).toBe(409);
    expect(fromDashboard.json()).toMatchObject({ error: 'paymentHeld' });
    const key = await buildApiKey(ctx, premium);
    const fromApi = await callApi(ctx, key.key, {
      method: 'POST',
      url: `/api/v1/payments/${paymentId}/cancel`,
      headers: { 'idempotency-key': 'held-invoice-link' },
    });
    expect(fromApi.statusCode).toBe(409);
    expect(fromApi.json()).toMatchObject({ error: 'paymentHeld' });
    expect((await payPage(paymentId)).status).toBe('PENDING');

    // Found, and withdrawn, with its invoice: not among the dashboard's requests to cancel.
    const awaiting = await ctx.app.inject({
      url: '/api/payments/awaiting-coin',
      headers: sessionHeaders(premium.cookie),
    });
    expect(awaiting.json<AwaitingCoinList>().items.map((item) => item.id)).not.toContain(paymentId);
    await invoiceCall(ctx, premium.cookie, 'POST', `/api/invoices/${draft.id}/void`);
    expect((await payPage(paymentId)).status).toBe('CANCELLED');
  });
});
