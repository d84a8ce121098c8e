import { injectWallet } from '../support/browser-wallet';
import { expect, test } from '../support/demo-server';

// Issue 21, part 2: a payer on a desktop pays from a browser wallet, injected into the page
// (support/browser-wallet.ts) with the demo payer's key; it starts on another chain, so the page
// must switch it.
const CHAIN_PROGRESS = { timeout: 30_000 };

test('a payer pays from a browser wallet and both sides see it confirmed', async ({
  page,
  browser,
  demo,
  merchant,
}) => {
  test.setTimeout(120_000);
  expect(merchant.email).toContain('@');
  await page.goto('/dashboard');
  await page
    .getByRole('combobox', { name: 'Wallet di incasso' })
    .selectOption({ label: 'Ethereum wallet (Ethereum)' });
  await page.getByRole('combobox', { name: 'Valuta' }).selectOption('usdt');
  await page.getByRole('textbox', { name: 'Importo', exact: true }).fill('9');
  await page.getByRole('button', { name: 'Genera richiesta' }).click();
  const request = page.getByRole('region', { name: 'Richiesta di pagamento' });
  await expect(request.getByText('In attesa di pagamento')).toBeVisible();
  const payUrl = (await request.getByRole('link', { name: /\/pay\// }).getAttribute('href')) ?? '';

  const desktop = await browser.newContext({ locale: 'it-IT' });
  const payer = await desktop.newPage();
  const methods = await injectWallet(payer, demo.chains.ethereum, demo.payerPrivateKey);
  await payer.goto(payUrl);
  await payer.getByRole('button', { name: 'Paga con Test Wallet' }).click();
  // "Sent from your wallet" shows until the page moves on: with a block a second it can be
  // gone before a look, so the wallet's own record says what was asked of it.
  await expect.poll(() => methods, CHAIN_PROGRESS).toContain('eth_sendTransaction');
  expect(methods).toContain('wallet_switchEthereumChain');

  await expect(payer.getByRole('heading', { name: 'Pagato' })).toBeVisible(CHAIN_PROGRESS);
  await expect(request.getByRole('heading', { name: '9,00 € ricevuti' })).toBeVisible(
    CHAIN_PROGRESS,
  );
  await desktop.close();
});
