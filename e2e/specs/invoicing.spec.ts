import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { artifactPath } from '../support/artifacts';
import { payLinkOnPhone } from '../support/demo-payer';
import { expect, test } from '../support/demo-server';
import { ITALIAN } from '../support/i18n';
import { messagesTo, payLinkSentTo } from '../support/mailbox-links';

// Issue 12 end to end against `npm run demo`: the (Italian-speaking) merchant writes an invoice
// in Italian and one in English, sends both (each customer gets the email in the invoice's
// language, with the PDF and a pay link), a customer pays on the demo chain with no account,
// and the invoice turns paid by itself; the print view is kept as a screenshot.
const { t } = ITALIAN;
const CHAIN = { timeout: 100_000 };

async function writeInvoice(
  page: Page,
  invoice: { customer: string; email: string; language: 'it' | 'en'; line: string; price: string },
) {
  await page.goto('/dashboard/invoicing');
  await page.getByRole('button', { name: t('invoices.new') }).click();
  const form = page.getByRole('form', { name: t('invoices.form.label') });
  await form.getByLabel(t('invoices.form.name')).fill(invoice.customer);
  await form.getByLabel(t('invoices.form.email')).fill(invoice.email);
  await form.getByLabel(t('invoices.form.address')).fill('Via Roma 1');
  await form.getByLabel(t('invoices.form.postalCode')).fill('20121');
  await form.getByLabel(t('invoices.form.city')).fill('Milano');
  await form.getByLabel(t('invoices.form.country')).fill('IT');
  await form.getByLabel(t('invoices.form.locale')).selectOption(invoice.language);
  await form
    .getByLabel(t('invoices.form.wallet'))
    .selectOption({ label: 'Ethereum wallet (Ethereum)' });
  const line = form.getByRole('group', { name: t('invoices.form.line', { number: 1 }) });
  await line.getByLabel(t('invoices.form.description')).fill(invoice.line);
  await line.getByLabel(t('invoices.form.quantity')).fill('2');
  await line.getByLabel(t('invoices.form.unitPrice')).fill(invoice.price);
  await form.getByRole('button', { name: t('invoices.form.save') }).click();
  await expect(page.getByText(t('invoices.form.saved'))).toBeVisible();
  await page.getByRole('button', { name: t('invoices.actions.send') }).click();
  await expect(page.getByText(t('invoices.done.send'))).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Fattura \d{4}\/\d{4}$/ })).toBeVisible();
}

test('an invoice is sent in its own language, paid on the demo chain and marked paid', async ({
  page,
  browser,
  demo,
  merchant,
}) => {
  test.setTimeout(240_000);
  expect(merchant.email).toContain('@');
  const italian = `rossi-${randomUUID().slice(0, 8)}@example.test`;
  const english = `smith-${randomUUID().slice(0, 8)}@example.test`;

  await writeInvoice(page, {
    customer: 'Rossi Srl',
    email: italian,
    language: 'it',
    line: 'Consulenza',
    price: '50',
  });
  await expect(page.getByText('122,00\u00a0€').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/invoicing\/[0-9a-f-]{36}$/);
  await writeInvoice(page, {
    customer: 'Smith Ltd',
    email: english,
    language: 'en',
    line: 'Consulting',
    price: '40',
  });

  const link = await payLinkSentTo(italian, CHAIN.timeout);
  await payLinkSentTo(english, CHAIN.timeout);
  expect((await messagesTo(italian)).at(-1)?.subject).toMatch(
    /: fattura \d{4}\/\d{4} di 122,00\s€$/,
  );
  expect((await messagesTo(english)).at(-1)?.subject).toMatch(/: invoice \d{4}\/\d{4} for /);

  const { priced, payer, close } = await payLinkOnPhone(browser, demo, link);
  expect(priced).toMatchObject({ symbol: 'USDT', fiatAmount: '122.00', fiatCurrency: 'EUR' });
  await expect(payer.getByRole('heading', { name: 'Pagato' })).toBeVisible(CHAIN);
  await close();

  // The confirmation marks the invoice paid on the server (the payment.confirmed listener).
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/invoices?q=Rossi');
      const { items } = (await response.json()) as { items: { status: string }[] };
      return items[0]?.status;
    }, CHAIN)
    .toBe('paid');
  await page.goto('/dashboard/invoicing');
  const list = page.getByRole('table', { name: t('invoices.title') });
  const rossi = list.getByRole('row').filter({ hasText: 'Rossi Srl' }).first();
  await expect(rossi).toContainText(t('invoices.status.paid'));
  await expect(list.getByRole('row').filter({ hasText: 'Smith Ltd' }).first()).toContainText(
    t('invoices.status.sent'),
  );

  await rossi.getByRole('link').first().click();
  const print = page.getByRole('link', { name: t('invoices.actions.print') });
  await page.goto((await print.getAttribute('href')) ?? '');
  await expect(page.getByText('Consulenza')).toBeVisible();
  await expect(page.getByText(/122,00/).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: artifactPath('screenshots', 'invoice-print.png'), fullPage: true });
});
