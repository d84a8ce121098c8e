import type { Invoice } from '@incasso/shared/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { createInvoice, invoiceCall, invoiceInput, buildSeller } from '#test/factories/invoices.ts';
import { type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';

// Issue 18 §4: 60 sends in 0.8 s mailed 60 emails with the sender's text to an address of their
// choosing. Sending and reminding now have budgets per merchant and per recipient, and the
// merchant's text reaches the reader as text only.
describe('invoice send and remind', { timeout: 120_000 }, () => {
  let ctx: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await buildTestApp({
      config: { smtpUrl: smtp.url },
      deps: { clock: () => new Date('2027-01-15T10:00:00Z') },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const sendInvoice = (merchant: TestMerchant, invoice: Invoice) =>
    invoiceCall(ctx, merchant.cookie, 'POST', `/api/invoices/${invoice.id}/send`);
  const draftTo = (merchant: TestMerchant, email: string) =>
    createInvoice(ctx, merchant, {
      customer: { ...invoiceInput(merchant).customer, email },
    });

  it('refuses with 429 and Retry-After past the budget for one recipient, reminders included', async () => {
    const merchant = await buildSeller(ctx, { planId: 'plus' });
    const budget = RATE_LIMITS.invoiceEmailsPerRecipient.max;
    const first = await draftTo(merchant, 'victim@example.test');
    expect((await sendInvoice(merchant, first)).statusCode).toBe(200);
    for (let i = 1; i < budget; i++) {
      expect((await sendInvoice(merchant, first)).statusCode).toBe(200);
    }
    // The same address in another case is the same recipient.
    const another = await draftTo(merchant, 'Victim@Example.test');
    const refused = await sendInvoice(merchant, another);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rateLimited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was issued for the refused send, and another customer is still served.
    const stillDraft = await invoiceCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/invoices/${another.id}`,
    );
    expect(stillDraft.json<Invoice>().status).toBe('draft');
    const elsewhere = await draftTo(merchant, 'someone-else@example.test');
    expect((await sendInvoice(merchant, elsewhere)).statusCode).toBe(200);
  });

  it('refuses with 429 past the budget of one merchant, whoever the recipients', async () => {
    const merchant = await buildSeller(ctx, { planId: 'plus' });
    const budget = RATE_LIMITS.invoiceEmailsPerUser.max;
    const statuses: number[] = [];
    for (let i = 0; i <= budget; i++) {
      const draft = await draftTo(merchant, `customer-${i}@example.test`);
      statuses.push((await sendInvoice(merchant, draft)).statusCode);
    }
    expect(statuses.slice(0, budget).every((status) => status === 200)).toBe(true);
    expect(statuses[budget]).toBe(429);
    // Another merchant has a budget of their own.
    const other = await buildSeller(ctx, { planId: 'plus' });
    const theirs = await draftTo(other, 'customer-0@example.test');
    expect((await sendInvoice(other, theirs)).statusCode).toBe(200);
  });

  it('renders the merchant’s and the customer’s text as text only', async () => {
    const hostile =
      '<a href="https://evil.example/pay">Pay here</a><img src=x onerror=alert(1)>\r\n\r\nYour account is locked: log in at https://evil.example/login\n';
    const merchant = await buildSeller(ctx, {
      planId: 'plus',
      displayName: `Shop</p><script>alert(1)</script>\nhttps://evil.example`,
    });
    const draft = await createInvoice(ctx, merchant, {
      locale: 'en',
      customer: { ...invoiceInput(merchant).customer, name: hostile, email: 'reader@example.test' },
    });
    const sent = (await sendInvoice(merchant, draft)).json<Invoice>();
    const mail = await smtp.next('reader@example.test');

    // HTML: the text shows as typed; the only link is the pay link.
    expect(mail.html).not.toMatch(/<(script|img)\b/i);
    expect(mail.html).toContain(
      '&lt;a href=&quot;https://evil.example/pay&quot;&gt;Pay here&lt;/a&gt;',
    );
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(hrefs)).toEqual(new Set([sent.payUrl]));
    // Plain text: the customer's and the merchant's text stays on its line, so it cannot fake
    // paragraphs of its own below the greeting.
    const paragraphs = mail.text.split(/\r?\n\r?\n/);
    expect(paragraphs[0]).toBe(
      'Dear <a href="https://evil.example/pay">Pay here</a><img src=x onerror=alert(1)> Your account is locked: log in at https://evil.example/login,',
    );
    expect(paragraphs[1]).toContain(
      'from Shop</p><script>alert(1)</script> https://evil.example for',
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
