import { PaymentRequestSchema } from '@incasso/shared/payments';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { artifactPath } from '../support/artifacts';
import { injectWallet } from '../support/browser-wallet';
import { demoPayer } from '../support/demo-payer';
import { expect, test } from '../support/demo-server';

// Issue 21 section 5: a merchant opens a confirmed payment on a phone (Italian), refunds part
// of it, sends the prepared transfer with the button of their wallet app's browser (a key the
// test holds), and sees the refund reach Rimborsato.
const CHAIN_PROGRESS = { timeout: 45_000 };

test('a merchant refunds part of a confirmed payment and sees it confirmed', async ({
  page,
  demo,
  merchant,
}) => {
  expect(merchant.email).toContain('@');
  test.setTimeout(180_000);
  const { chainId, rpcUrl, tokens } = demo.chains.ethereum;
  const usdt = tokens.usdt as Address;
  const shopKeyHex = generatePrivateKey();
  const shopKey = privateKeyToAccount(shopKeyHex);
  // Gas for the refund: the shop's wallet holds only what it was paid.
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [shopKey.address, '0x8ac7230489e80000'],
    }),
  });

  const methods = await injectWallet(page, demo.chains.ethereum, shopKeyHex);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/settings/wallets');
  await page.getByRole('textbox', { name: 'Nome' }).fill('Negozio');
  await page.getByRole('textbox', { name: 'Indirizzo' }).fill(shopKey.address);
  await page.getByRole('checkbox', { name: /^USDT/ }).check();
  await page.getByRole('button', { name: 'Aggiungi wallet' }).click();
  await expect(page.getByRole('listitem', { name: 'Negozio' })).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('combobox', { name: 'Wallet di incasso' }).selectOption({
    label: 'Negozio (Ethereum)',
  });
  await page.getByRole('combobox', { name: 'Valuta' }).selectOption('usdt');
  await page.getByRole('textbox', { name: 'Importo', exact: true }).fill('25');
  await page.getByRole('button', { name: 'Genera richiesta' }).click();
  const request = page.getByRole('region', { name: 'Richiesta di pagamento' });
  const payUrl = (await request.getByRole('link', { name: /\/pay\// }).getAttribute('href')) ?? '';
  const paymentId = payUrl.split('/').pop() ?? '';
  const payment = PaymentRequestSchema.parse(
    await (await page.request.get(`/api/payments/${paymentId}`)).json(),
  );
  await demoPayer(demo).payUsdt(shopKey.address, BigInt(payment.amountBaseUnits));
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/payments/${paymentId}`)).json()).status,
      CHAIN_PROGRESS,
    )
    .toBe('CONFIRMED');

  await page.goto('/dashboard/transactions');
  await page
    .getByRole('button', { name: /^Dettagli di/ })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Rimborsa' }).click();
  await details.getByRole('textbox', { name: /^Importo da rimborsare/ }).fill('10');
  await details.getByRole('button', { name: 'Prepara il rimborso' }).click();
  const refund = details.getByTestId('refund');
  await expect(refund.getByText('In attesa del trasferimento')).toBeVisible();
  await expect(refund.getByRole('link', { name: 'Apri nel wallet' })).toHaveAttribute(
    'href',
    new RegExp(
      `^ethereum:${usdt}@${chainId}/transfer\\?address=0x[0-9a-fA-F]{40}&uint256=10000000$`,
    ),
  );
  await page.screenshot({
    path: artifactPath('screenshots', 'refund-pending-phone-it.png'),
    fullPage: true,
  });

  // The merchant's wallet app (a phone's in-app browser injects it, as MetaMask's does) sends
  // the prepared transfer; it must leave the wallet that was paid.
  await refund.getByRole('button', { name: 'Invia con Test Wallet' }).click();
  await expect(refund.getByText('Rimborsato', { exact: true })).toBeVisible(CHAIN_PROGRESS);
  expect(methods).toContain('eth_sendTransaction');
  await page.screenshot({
    path: artifactPath('screenshots', 'refund-confirmed-phone-it.png'),
    fullPage: true,
  });
});
