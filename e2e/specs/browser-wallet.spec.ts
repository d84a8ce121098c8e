import { createWalletClient, defineChain, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DemoFile } from '../../apps/server/src/demo/demo-file.ts';
import { expect, test, type Page } from '../support/demo-server';

// Issue 21, part 2: a payer on a desktop pays from a browser wallet. The wallet is injected into
// the page (EIP-6963 announcement and window.ethereum) and signs in Node with the demo payer's
// key on the demo's Ethereum anvil, as an extension would; it starts on another chain, so the
// page must switch it.
const CHAIN_PROGRESS = { timeout: 30_000 };

async function injectWallet(page: Page, demo: DemoFile) {
  const { chainId, rpcUrl } = demo.chains.ethereum;
  const account = privateKeyToAccount(demo.payerPrivateKey);
  const chain = defineChain({
    id: chainId,
    name: 'demo ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const signer = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const known = `0x${chainId.toString(16)}`;
  let current = '0x38';
  const methods: string[] = [];
  await page.exposeBinding(
    'incassoTestWallet',
    async (_source, method: string, params: unknown) => {
      methods.push(method);
      switch (method) {
        case 'eth_requestAccounts':
          return [account.address];
        case 'eth_chainId':
          return current;
        case 'wallet_switchEthereumChain': {
          const [{ chainId: wanted }] = params as [{ chainId: string }];
          if (wanted !== known) throw new Error(`unknown chain ${wanted}`);
          current = wanted;
          return null;
        }
        case 'eth_sendTransaction': {
          const [tx] = params as [{ to: Hex; value?: Hex; data?: Hex }];
          return signer.sendTransaction({
            to: tx.to,
            value: tx.value ? BigInt(tx.value) : 0n,
            ...(tx.data && { data: tx.data }),
          });
        }
        default:
          throw new Error(`unsupported ${method}`);
      }
    },
  );
  await page.addInitScript(() => {
    const call = (window as unknown as { incassoTestWallet: (m: string, p: unknown) => unknown })
      .incassoTestWallet;
    const provider = {
      request: ({ method, params }: { method: string; params?: unknown }) =>
        call(method, params ?? null),
    };
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({
            info: { uuid: 'e2e-wallet', name: 'Test Wallet', icon: 'data:,', rdns: 'test.e2e' },
            provider,
          }),
        }),
      );
    window.addEventListener('eip6963:requestProvider', announce);
    (window as unknown as { ethereum: unknown }).ethereum = provider;
  });
  return methods;
}

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
  const methods = await injectWallet(payer, demo);
  await payer.goto(payUrl);
  await payer.getByRole('button', { name: 'Paga con Test Wallet' }).click();
  await expect(payer.getByText(/^Inviato dal tuo wallet/)).toBeVisible(CHAIN_PROGRESS);
  expect(methods).toContain('wallet_switchEthereumChain');

  await expect(payer.getByRole('heading', { name: 'Pagato' })).toBeVisible(CHAIN_PROGRESS);
  await expect(request.getByRole('heading', { name: '9,00 € ricevuti' })).toBeVisible(
    CHAIN_PROGRESS,
  );
  await desktop.close();
});
