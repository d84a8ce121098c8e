import { formatCrypto } from '@incasso/shared/format';
import { formatFiat } from '@incasso/shared/money';
import { PaymentRequestSchema } from '@incasso/shared/payments';
import { TransactionListSchema } from '@incasso/shared/transactions';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { E2E_PASSWORD } from '../support/accounts';
import { confirmRegistration } from '../support/account-journeys';
import { demoPayer } from '../support/demo-payer';
import { expect, test, type Page } from '../support/demo-server';

// Issue 4's journeys end to end against `npm run demo`: add a wallet, request 25 EUR in USDT,
// pay it from a wallet-like script on the chain the server watches, and see the merchant's page
// and the payer's phone reach CONFIRMED; the transaction then appears with its fee. Blocks come
// every second and 3 confirmations are needed, so the chain moves on its own. The app speaks
// Italian (the config's locale).
const CHAIN_PROGRESS = { timeout: 30_000 };

async function fillRequest(page: Page, walletLabel: string, amount: string) {
  await page.goto('/dashboard');
  const wallet = page.getByRole('combobox', { name: 'Wallet di incasso' });
  await wallet.selectOption({ label: walletLabel });
  await page.getByRole('combobox', { name: 'Valuta' }).selectOption('usdt');
  await page.getByRole('textbox', { name: 'Importo', exact: true }).fill(amount);
}

async function generateRequest(page: Page) {
  await page.getByRole('button', { name: 'Genera richiesta' }).click();
  const request = page.getByRole('region', { name: 'Richiesta di pagamento' });
  await expect(request.getByText('In attesa di pagamento')).toBeVisible();
  const payUrl = (await request.getByRole('link', { name: /\/pay\// }).getAttribute('href')) ?? '';
  expect(payUrl).toMatch(/\/pay\/[0-9a-f-]{36}$/);
  return { request, payUrl, paymentId: payUrl.split('/').pop() ?? '' };
}

test('a merchant is paid from a wallet and both sides see it confirmed', async ({
  page,
  browser,
  demo,
  merchant,
}) => {
  test.setTimeout(120_000);
  expect(merchant.email).toContain('@');
  const profile = (await (await page.request.get('/api/user/profile')).json()) as {
    displayName: string;
  };
  const receiving = privateKeyToAccount(generatePrivateKey()).address;

  await page.goto('/dashboard/settings/wallets');
  await page.getByRole('textbox', { name: 'Nome' }).fill('Cassa');
  await page.getByRole('textbox', { name: 'Indirizzo' }).fill(receiving);
  await page.getByRole('checkbox', { name: /^USDT/ }).check();
  await page.getByRole('button', { name: 'Aggiungi wallet' }).click();
  await expect(page.getByRole('listitem', { name: 'Cassa' })).toContainText('Ethereum');
  // The owner is told, in the bell, of a wallet that payments may now go to.
  await page.getByRole('button', { name: /^Notifiche/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notifiche' })
      .getByText(`È stato aggiunto un wallet di incasso al tuo account: Cassa (${receiving}).`),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await fillRequest(page, 'Cassa (Ethereum)', '25');
  // 25 / 0.86 EUR per USDT, rounded up to what a 6-decimal token can carry, written in Italian.
  await expect(page.getByRole('textbox', { name: 'Importo in crypto' })).toHaveValue('29,069768');
  const { request, payUrl, paymentId } = await generateRequest(page);
  await expect(page.getByRole('textbox', { name: 'Importo', exact: true })).toBeDisabled();
  const payment = PaymentRequestSchema.parse(
    await (await page.request.get(`/api/payments/${paymentId}`)).json(),
  );
  expect(payment.address).toBe(receiving);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'it-IT',
    isMobile: true,
    hasTouch: true,
  });
  const payerPage = await phone.newPage();
  await payerPage.goto(payUrl);
  await expect(
    payerPage.getByRole('heading', { name: `Pagamento a ${profile.displayName}` }),
  ).toBeVisible();
  await expect(payerPage.getByText(receiving)).toBeVisible();
  await expect(payerPage.getByText('In attesa di pagamento')).toBeVisible();

  await demoPayer(demo).payUsdt(receiving, BigInt(payment.amountBaseUnits));
  await expect(request.getByRole('heading', { name: / ricevuti$/ })).toBeVisible(CHAIN_PROGRESS);
  await expect(payerPage.getByRole('heading', { name: 'Pagato' })).toBeVisible(CHAIN_PROGRESS);
  // The demo's chain is a local anvil: no public explorer has its transactions (issue 20).
  await expect(payerPage.getByRole('link', { name: 'Vedi la transazione' })).toHaveCount(0);
  await phone.close();

  const ledger = TransactionListSchema.parse(
    await (await page.request.get('/api/transactions?limit=100')).json(),
  );
  const paid = ledger.items.find((item) => item.paymentId === paymentId);
  expect(paid?.status).toBe('Completed');
  await page.getByRole('link', { name: 'Transazioni' }).first().click();
  const row = page.getByRole('row').filter({ hasText: paid?.txHash?.slice(0, 10) ?? '-' });
  await expect(row).toContainText(formatFiat(2_500, 'EUR', 'it'));
  await expect(row).toContainText(formatFiat(paid?.feeCents ?? -1, 'EUR', 'it'));
  await expect(row).toContainText('Completata');
  await expect(row.getByTitle(paid?.txHash ?? '-')).toBeVisible();
  await expect(row.getByRole('link', { name: /explorer/i })).toHaveCount(0);
});

test('"Simula pagamento" pays the open request on a demo server', async ({ page, merchant }) => {
  test.setTimeout(90_000);
  expect(merchant.email).toContain('@');
  await fillRequest(page, 'Ethereum wallet (Ethereum)', '12');
  const { request } = await generateRequest(page);
  await request.getByRole('button', { name: 'Simula pagamento' }).click();
  await expect(request.getByRole('button', { name: 'Simula pagamento' })).toBeDisabled();
  await expect(request.getByRole('heading', { name: / ricevuti$/ })).toBeVisible(CHAIN_PROGRESS);
  await expect(request.getByRole('link', { name: 'Vedi la transazione' })).toHaveCount(0);
  await expect(request.getByText(/Su una rete di prova locale/)).toBeVisible();
});

test('a merchant without a wallet is sent to add one', async ({ page, demo }) => {
  const email = `e2e-${crypto.randomUUID()}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    headers: { origin: demo.url },
    data: { email, password: E2E_PASSWORD, accountType: 'business' },
  });
  expect(response.ok()).toBe(true);
  await confirmRegistration(page.request, demo.url, email);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Aggiungi un wallet per ricevere pagamenti' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Aggiungi un wallet' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/wallets$/);
  await expect(page.getByText('Nessun wallet. Aggiungi il primo qui sotto.')).toBeVisible();
});

test('an open request stays on the dashboard, opens again with its QR, and can be cancelled', async ({
  page,
  merchant,
}) => {
  test.setTimeout(60_000);
  expect(merchant.email).toContain('@');
  await fillRequest(page, 'Ethereum wallet (Ethereum)', '7');
  const { paymentId } = await generateRequest(page);
  const payment = PaymentRequestSchema.parse(
    await (await page.request.get(`/api/payments/${paymentId}`)).json(),
  );

  // Issue 7: away to another page and back, the request is still there.
  await page.getByRole('link', { name: 'Transazioni' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/transactions$/);
  await page.getByRole('link', { name: 'Pagamenti' }).first().click();
  const list = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Richieste di pagamento' }) });
  const row = list
    .getByRole('listitem')
    .filter({ hasText: formatCrypto(payment.amount ?? '', 'USDT', 'it') });
  await expect(row.getByText('In attesa di pagamento')).toBeVisible();

  await row.getByRole('button', { name: 'Mostra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Richiesta di pagamento' });
  await expect(dialog.getByRole('img', { name: /Codice QR/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Annulla' }).click();
  const confirm = page.getByRole('dialog', { name: 'Annullare questa richiesta?' });
  await confirm.getByRole('button', { name: 'Annulla richiesta' }).click();
  await expect(page.getByText('Richiesta di pagamento annullata.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await list.getByRole('button', { name: 'Tutte' }).click();
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: formatCrypto(payment.amount ?? '', 'USDT', 'it') })
      .getByText('Annullata'),
  ).toBeVisible();
});
