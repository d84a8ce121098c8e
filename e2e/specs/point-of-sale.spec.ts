import { expect, test, type Page } from '../support/demo-server';
import { artifactPath } from '../support/artifacts';
import { ITALIAN } from '../support/i18n';

// Issue 11's point of sale end to end against `npm run demo`, on a tablet at the counter: the
// merchant taps products from the demo's catalogue, adds a tip and charges; the customer view
// shows the QR until the demo's simulated payer pays; then the success screen, the receipt with
// its lines, and a new sale in one tap. The sale is in the transactions, tagged as POS.
const { t } = ITALIAN;
const CHAIN = { timeout: 100_000 };

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('a sale at the till, from product taps to the receipt', async ({ page, merchant }) => {
  test.setTimeout(180_000);
  expect(merchant.email).toContain('@');
  await page.goto('/dashboard/pos');

  const espresso = page.getByRole('button', { name: /^Aggiungi Espresso\s?, / });
  await espresso.tap();
  await espresso.tap();
  await page.getByRole('button', { name: /^Aggiungi Croissant\s?, / }).tap();
  await expect(page.getByTestId('pos-cart-line')).toHaveCount(2);
  await page
    .getByRole('radiogroup', { name: t('pos.tip') })
    .getByRole('radio', { name: '10%' })
    .tap();
  await page.getByLabel(t('pos.coin')).selectOption({ label: 'USDT' });

  // 2 × 1.50 + 1.80 = 4.80, and a 10 % tip of 0.48.
  const charge = page.getByTestId('pos-charge');
  await expect(charge).toHaveText(t('pos.charge', { amount: '5,28 €' }));
  await charge.tap();

  const customer = page.getByRole('dialog', { name: t('pos.customerView') });
  await expect(customer.getByTestId('pos-crypto-amount')).toContainText('USDT');
  await customer.getByRole('button', { name: 'Simula pagamento' }).tap();
  await expect(customer.getByRole('heading', { name: t('pos.paid') })).toBeVisible(CHAIN);
  const receipt = customer.getByTestId('pos-receipt');
  await expect(receipt).toContainText('Espresso');
  await expect(receipt).toContainText('Croissant');
  await expect(receipt).toContainText('5,28 €');
  await page.screenshot({ path: artifactPath('screenshots', 'pos-paid-tablet.png') });

  await customer.getByRole('button', { name: t('pos.newSale') }).tap();
  await expect(page.getByText(t('pos.cartEmpty'))).toBeVisible();

  await page.goto('/dashboard/transactions');
  await expect(page.getByText(t('transactions.sourcePos')).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the till charges from its bar while the customer display follows the cart', async ({
    page,
    context,
    merchant,
    demo,
  }) => {
    test.setTimeout(180_000);
    expect(merchant.email).toContain('@');
    const link = await page.request.post('/api/pos/display-links', {
      headers: { origin: demo.url },
    });
    expect(link.status()).toBe(201);
    const { url } = (await link.json()) as { url: string };
    const display = await context.newPage();
    await display.goto(url);
    // The display opens on the till's latest state: waiting, or the sale the tablet journey just
    // completed when it ran first on this worker's demo (the same merchant, minutes ago).
    await expect(
      display
        .getByText(t('pos.displayWaiting'))
        .or(display.getByRole('heading', { name: t('pos.paid') })),
    ).toBeVisible();

    await page.goto('/dashboard/pos');
    const espresso = page.getByRole('button', { name: /^Aggiungi Espresso\s?, / });
    await espresso.tap();
    await espresso.tap();
    await page.getByRole('button', { name: /^Aggiungi Croissant\s?, / }).tap();
    await expect(espresso.getByTestId('pos-product-quantity')).toHaveText('2');
    const bar = page.getByTestId('pos-charge-bar');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('3 articoli');
    await expect(bar).toContainText('4,80 €');
    await expect(page.getByTestId('pos-charge')).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: artifactPath('screenshots', 'pos-till-phone.png') });

    const cart = display.getByTestId('display-cart');
    await expect(cart.getByTestId('display-line')).toHaveText([
      '2 × Espresso3,00 €',
      '1 × Croissant1,80 €',
    ]);
    await expect(display.getByTestId('display-cart-total')).toHaveText('4,80 €');
    await display.screenshot({ path: artifactPath('screenshots', 'pos-display-cart-phone.png') });

    await bar.getByRole('button', { name: t('pos.chargeShort') }).tap();
    const customer = page.getByRole('dialog', { name: t('pos.customerView') });
    await expect(customer.getByTestId('pos-crypto-amount')).toBeVisible();
    await expect(display.getByTestId('display-network')).toContainText(/sulla rete /);
    await expect(display.getByRole('button', { name: t('payments.copyAddress') })).toBeVisible();
    await expect(display.getByRole('img', { name: /Codice QR/ })).toBeVisible();
    await display.screenshot({
      path: artifactPath('screenshots', 'pos-display-sale-phone.png'),
      fullPage: true,
    });

    await customer.getByRole('button', { name: 'Simula pagamento' }).tap();
    await expect(customer.getByRole('heading', { name: t('pos.paid') })).toBeVisible(CHAIN);
    const receipt = customer.getByTestId('pos-receipt');
    await expect(receipt.getByRole('heading', { name: t('pos.receipt') })).toBeVisible();
    await expect(receipt.getByTestId('pos-receipt-shop')).toContainText('Demo Shop');
    await expect(display.getByRole('heading', { name: t('pos.paid') })).toBeVisible(CHAIN);
    await page.screenshot({
      path: artifactPath('screenshots', 'pos-receipt-phone.png'),
      fullPage: true,
    });
  });
});

async function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
