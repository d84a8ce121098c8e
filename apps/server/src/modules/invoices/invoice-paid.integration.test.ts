import type { Invoice } from '@incasso/shared/invoices';
import type { Notification } from '@incasso/shared/notifications';
import type { PublicPayment } from '@incasso/shared/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnvilChain } from '#test/anvil-chain.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { createInvoice, invoiceCall, buildSeller } from '#test/factories/invoices.ts';
import { type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import {
  CONFIRMATIONS,
  mine,
  payerOf,
  startWatchedChain,
  until,
  watcherDeps,
} from '#test/factories/watcher.ts';
import { pdfText } from '#test/pdf-text.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';

// Issue 12, end to end on the server: sending emails the customer the PDF and the pay link over
// real SMTP; the customer pays on the pay page with test USDT on anvil; the watcher confirms it
// and the invoice becomes paid by itself, with the transaction.
describe('an invoice paid on chain', { timeout: 90_000 }, () => {
  let smtp: SmtpCapture;
  let env: AnvilChain;
  let ctx: TestApp;
  let merchant: TestMerchant;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    env = await startWatchedChain();
    ctx = await buildTestApp({
      config: { smtpUrl: smtp.url, mailFrom: 'Incasso <no-reply@incasso.test>' },
      deps: watcherDeps(env),
    });
    await until(() => ctx.modules.chain.watchers.status('ethereum').tip !== null, 'the watcher');
    merchant = await buildSeller(ctx, {
      planId: 'plus',
      currencies: ['usdt'],
      displayName: 'Bottega Rossi',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await env.anvil.stop();
    await smtp.close();
  });

  it('emails the PDF and the pay link, and is paid once the payment confirms', async () => {
    const draft = await createInvoice(ctx, merchant, {
      locale: 'en',
      lines: [
        { description: 'Design', quantityHundredths: 100, unitPriceCents: 10_000, vatRate: 22 },
      ],
    });
    const sent = await invoiceCall(ctx, merchant.cookie, 'POST', `/api/invoices/${draft.id}/send`);
    const invoice = sent.json<Invoice>();
    expect(invoice).toMatchObject({ status: 'sent', totalCents: 12_200 });

    const mail = await smtp.next(draft.customer.email);
    expect(mail.subject).toBe(`Bottega Rossi: invoice ${invoice.number} for €122.00`);
    expect(mail.links).toContain(invoice.payUrl);
    expect(mail.headers['content-type']).toContain('multipart/mixed');
    const attachment =
      /filename="?(invoice-[^";\r\n]+\.pdf)"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        mail.body,
      );
    expect(attachment?.[1]).toMatch(/^invoice-\d{4}-\d{4}\.pdf$/);
    const pdf = Buffer.from((attachment?.[2] ?? '').replace(/\s/g, ''), 'base64');
    expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain('Total: €122.00');

    // The customer picks USDT on the pay page and pays it from anvil's payer account.
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: `/api/pay/${invoice.paymentId}/currency`,
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { currency: 'usdt' },
    });
    const priced = chosen.json<PublicPayment>();
    expect(priced.fiatAmount).toBe('122.00');
    const txHash = await payerOf(env).token(
      env.usdt,
      priced.address,
      BigInt(priced.amountBaseUnits ?? '0'),
    );
    await mine(env, CONFIRMATIONS + 1);

    const paid = await until(
      async () => {
        const current = await invoiceCall(ctx, merchant.cookie, 'GET', `/api/invoices/${draft.id}`);
        const body = current.json<Invoice>();
        return body.status === 'paid' ? body : undefined;
      },
      'the invoice paid',
      30_000,
    );
    expect(paid.txHash).toBe(txHash);
    expect(paid.paidAt).not.toBeNull();
    // Anvil stands in for Ethereum: no public explorer ever saw this transaction (issue 20).
    expect(paid.explorerUrl).toBeNull();

    // The merchant is told of the payment by the invoice's number, never its request's
    // internal order id (`invoice-<uuid>`, issue 20).
    const confirmed = await until(async () => {
      const listed = await ctx.app.inject({
        url: '/api/user/notifications',
        headers: { cookie: merchant.cookie },
      });
      return listed.json<Notification[]>().find((n) => n.key === 'payments.confirmed');
    }, 'the payment notification');
    expect(confirmed.params.reference).toBe(invoice.number);
    expect(confirmed.text).toContain(`for request ${invoice.number}.`);
    expect(confirmed.text).not.toContain('invoice-');
  });
});
