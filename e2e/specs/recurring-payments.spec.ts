import { randomUUID } from 'node:crypto';
import { payLinkOnPhone } from '../support/demo-payer';
import { payLinkSentTo } from '../support/mailbox-links';
import { expect, test } from '../support/demo-server';

// Issue 11's recurring payments end to end against `npm run demo`: the merchant sets up a
// monthly payment for a customer starting today; the `recurring.run` job (every minute) opens
// the first period and emails the customer, who follows the link with no account, picks USDT
// and pays on the demo chain; the schedule's history shows the period paid.
const JOB_AND_CHAIN = { timeout: 100_000 };

test('a customer is asked by email for a recurring payment and pays it without an account', async ({
  page,
  browser,
  demo,
  merchant,
}) => {
  test.setTimeout(240_000);
  expect(merchant.email).toContain('@');
  const customer = `cliente-${randomUUID().slice(0, 8)}@example.test`;

  await page.goto('/dashboard/subscriptions');
  await page.getByRole('button', { name: 'Nuovo pagamento ricorrente' }).click();
  await page.getByLabel('Nome del cliente').fill('Giulia Bianchi');
  await page.getByLabel('Email del cliente').fill(customer);
  await page.getByLabel('Descrizione').fill('Abbonamento palestra');
  await page.getByLabel('Importo', { exact: true }).fill('15');
  await page
    .getByLabel('Wallet', { exact: true })
    .selectOption({ label: 'Ethereum wallet (Ethereum)' });
  await page.getByRole('checkbox', { name: 'USDT' }).check();
  await page.getByRole('button', { name: 'Crea pagamento ricorrente' }).click();
  await expect(page.getByText('Pagamento ricorrente creato.')).toBeVisible();

  const link = await payLinkSentTo(customer, JOB_AND_CHAIN.timeout);
  const { priced, payer, close } = await payLinkOnPhone(browser, demo, link);
  expect(priced).toMatchObject({ chain: 'ethereum', symbol: 'USDT', fiatAmount: '15.00' });
  await expect(payer.getByRole('heading', { name: 'Pagato' })).toBeVisible(JOB_AND_CHAIN);
  await close();

  await page.goto('/dashboard/subscriptions');
  await page
    .getByRole('button', { name: /Giulia Bianchi/ })
    .first()
    .click();
  const history = page.getByRole('table', { name: 'Storico' });
  await expect(history.getByText('Pagato', { exact: true })).toBeVisible(JOB_AND_CHAIN);
});
