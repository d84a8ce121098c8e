import { formatCrypto } from '@incasso/shared/format';
import { PaymentRequestSchema, type PaymentRequest } from '@incasso/shared/payments';
import type { APIRequestContext } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test, type Page } from '../support/fixtures';

// The hosted pay page as the server renders it (decision note 038): complete before any script
// runs, then hydrated as a small island; in the payer's language and the OS's colour scheme,
// under the strict CSP.
async function post(request: APIRequestContext, origin: string, path: string, data: object) {
  const response = await request.post(path, { headers: { origin }, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** A 25 EUR request in USDT on a fresh merchant's Ethereum wallet. */
async function openRequest(page: Page, origin: string): Promise<PaymentRequest> {
  const wallet = (await post(page.request, origin, '/api/wallets', {
    name: 'Cassa',
    // An address of its own: one another test's account holds is refused (addressClaimed).
    address: privateKeyToAccount(generatePrivateKey()).address,
    chainId: 'ethereum',
    acceptedCurrencyIds: ['usdt'],
  })) as { id: string };
  return PaymentRequestSchema.parse(
    await post(page.request, origin, '/api/payments', {
      walletId: wallet.id,
      currency: 'usdt',
      fiatAmount: '25',
      fiatCurrency: 'EUR',
    }),
  );
}

test('shows everything a payer needs with JavaScript off', async ({
  browser,
  page,
  account,
  baseURL,
}) => {
  // A fresh merchant (registration, emailed link), a wallet and a request come first.
  test.setTimeout(60_000);
  expect(account.email).toContain('@');
  const payment = await openRequest(page, baseURL ?? '');
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'it-IT' });
  const payer = await noScript.newPage();
  await payer.goto(`/pay/${payment.id}`);

  await expect(payer.getByRole('heading', { name: /^Pagamento a / })).toBeVisible();
  await expect(payer.getByText('25,00 €')).toBeVisible();
  // The amount as Italian writes it; the exact one to copy stands in its own field.
  await expect(
    payer.getByText(formatCrypto(payment.amount ?? '', 'USDT', 'it'), { exact: true }),
  ).toBeVisible();
  await expect(payer.getByText(payment.address)).toBeVisible();
  await expect(payer.getByText('In attesa di pagamento')).toBeVisible();
  const qr = payer.getByRole('img', {
    name: `Codice QR per pagare ${formatCrypto(payment.amount ?? '', 'USDT', 'it')}`,
  });
  await expect(qr.locator('svg')).toBeVisible();

  await payer.getByRole('link', { name: 'English' }).click();
  await expect(payer.getByRole('heading', { name: /^Payment to / })).toBeVisible();
  await expect(payer).toHaveURL(/\?lng=en$/);
  await noScript.close();
});

test('hydrates the island under the CSP and follows the OS colour scheme', async ({
  page,
  account,
  baseURL,
}) => {
  test.setTimeout(60_000);
  expect(account.email).toContain('@');
  const payment = await openRequest(page, baseURL ?? '');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/pay/${payment.id}?lng=en`);

  // Only the island can switch the QR: the payment-details one is drawn in the browser.
  await page.getByRole('button', { name: 'Payment details' }).click();
  await expect(
    page.getByRole('img', { name: /with the payment details for/ }).locator('svg'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment details' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // slate-950, from prefers-color-scheme alone: no script chose the theme.
  expect(background).toMatch(/^(oklch\(0\.129 0\.042 264\.695\)|rgb\(2, 6, 23\))$/);
  expect(violations).toEqual([]);
});

test('answers an unknown request with its own page', async ({ page }) => {
  const response = await page.goto('/pay/6f1c0b1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f?lng=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText(/This payment request does not exist\./);
});
