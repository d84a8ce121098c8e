import type { Page } from '@playwright/test';
import { createWalletClient, defineChain, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * A browser wallet for a page: announced by EIP-6963 and set as `window.ethereum`, it signs in
 * Node with `privateKey` on the demo chain's anvil, as an extension would. It starts on another
 * chain (BNB Smart Chain), so the page must switch it. Resolves with the methods the page called.
 */
export async function injectWallet(
  page: Page,
  { chainId, rpcUrl }: { chainId: number; rpcUrl: string },
  privateKey: Hex,
) {
  const account = privateKeyToAccount(privateKey);
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
