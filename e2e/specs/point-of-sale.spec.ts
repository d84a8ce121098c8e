import { expect, test } from '../support/demo-server';
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

  const espresso = page.getByRole('button', { name: /^Aggiungi Espresso, / });
  await espresso.tap();
  await espresso.tap();
  await page.getByRole('button', { name: /^Aggiungi Croissant, / }).tap();
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
