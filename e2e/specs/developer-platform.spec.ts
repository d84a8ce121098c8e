import { ApiPaymentSchema } from '@incasso/shared/developer';
import { PublicPaymentSchema } from '@incasso/shared/payments';
import { WalletListSchema } from '@incasso/shared/wallets';
import { E2E_PASSWORD } from '../support/accounts';
import { confirmRegistration } from '../support/account-journeys';
import { demoPayer } from '../support/demo-payer';
import { expect, test } from '../support/demo-server';
import { startShopServer } from '../support/shop-server';

// Issue 8 end to end against `npm run demo`: the Premium merchant makes an API key and a
// webhook endpoint, a shop's script creates a payment with the key, the payer opens the
// paymentUrl on a phone, picks USDT, pays on the demo chain and lands back on the shop; the
// shop's endpoint verified every webhook and the merchant's delivery log shows them.
const CHAIN_PROGRESS = { timeout: 45_000 };

test('a shop takes a payment through the API, the hosted checkout and webhooks', async ({
  page,
  browser,
  demo,
  merchant,
}) => {
  test.setTimeout(180_000);
  expect(merchant.email).toContain('@');
  const shop = await startShopServer();
  try {
    await page.goto('/dashboard/settings/developer');
    await page.getByRole('textbox', { name: 'Nome della chiave' }).fill('Negozio');
    await page.getByRole('button', { name: 'Crea chiave' }).click();
    const apiKey = (await page.getByTestId('revealed-secret').textContent())?.trim() ?? '';
    expect(apiKey).toMatch(/^inc_/);
    await page.getByRole('button', { name: "L'ho salvato" }).click();

    await page.getByRole('textbox', { name: "URL dell'endpoint" }).fill(shop.webhookUrl);
    await page.getByRole('button', { name: 'Aggiungi endpoint' }).click();
    shop.useSecret((await page.getByTestId('revealed-secret').textContent())?.trim() ?? '');

    // The shop's server-side script: no cookie, only the key.
    const wallets = WalletListSchema.parse(await (await page.request.get('/api/wallets')).json());
    const wallet = wallets.find((w) => w.chainId === 'ethereum');
    expect(wallet).toBeDefined();
    const created = await fetch(`${demo.url}/api/v1/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': apiKey,
        'idempotency-key': 'order-1042',
      },
      body: JSON.stringify({
        amount: 12.5,
        currency: 'EUR',
        walletId: wallet?.id,
        orderId: 'order-1042',
        redirectUrl: shop.thanksUrl,
      }),
    });
    expect(created.status).toBe(201);
    const payment = ApiPaymentSchema.parse(await created.json());
    expect(payment).toMatchObject({ status: 'pending', amount: 12.5, currency: 'EUR' });

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'it-IT',
      isMobile: true,
      hasTouch: true,
    });
    const payer = await phone.newPage();
    await payer.goto(payment.paymentUrl);
    await payer.getByRole('button', { name: 'Paga con USDT' }).click();
    await expect(payer.getByText(wallet?.address ?? '')).toBeVisible();
    const priced = PublicPaymentSchema.parse(
      await (await payer.request.get(`/api/pay/${payment.paymentId}`)).json(),
    );
    expect(priced.symbol).toBe('USDT');

    await demoPayer(demo).payUsdt(
      priced.address as `0x${string}`,
      BigInt(priced.amountBaseUnits ?? 0),
    );
    await payer.waitForURL(
      (url) =>
        url.href.startsWith(shop.thanksUrl) &&
        url.searchParams.get('payment_id') === payment.paymentId,
      CHAIN_PROGRESS,
    );
    await expect(payer.getByRole('heading', { name: 'Thank you, order paid' })).toBeVisible();
    await phone.close();

    await expect
      .poll(
        () => shop.webhooks.filter((w) => w.paymentId === payment.paymentId).map((w) => w.type),
        CHAIN_PROGRESS,
      )
      .toEqual(
        expect.arrayContaining(['payment.created', 'payment.detected', 'payment.confirmed']),
      );
    expect(shop.refused).toEqual([]);

    await page.reload();
    await page.getByText('Registro delle consegne').click();
    await expect(
      page.getByTestId('webhook-delivery').filter({ hasText: 'payment.confirmed' }),
    ).toContainText('Consegnato');
  } finally {
    await shop.close();
  }
});

test('a free merchant cannot reach the developer settings or their API', async ({ page, demo }) => {
  const email = `free-${Date.now()}@example.test`;
  const register = await page.request.post('/api/auth/register', {
    headers: { origin: demo.url },
    data: { email, password: E2E_PASSWORD, accountType: 'private' },
  });
  expect(register.status()).toBe(202);
  await confirmRegistration(page.request, demo.url, email);

  await page.goto('/dashboard/settings/developer');
  await expect(page).toHaveURL(/\/dashboard$/);
  const keys = await page.request.post('/api/developer/keys', {
    headers: { origin: demo.url },
    data: { name: 'x', scopes: ['payments:write'] },
  });
  expect(keys.status()).toBe(403);
  expect(((await keys.json()) as { error: string }).error).toBe('planRequired');
});
