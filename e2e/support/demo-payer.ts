import { createWalletClient, defineChain, erc20Abi, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DemoFile } from '../../apps/server/src/demo/demo-file.ts';

/**
 * The payer of a journey, as a wallet app would be: signs with the demo payer's key and sends
 * the test USDT on the demo's `ethereum` chain (an anvil with chain id 1, a block a second).
 */
export function demoPayer(demo: DemoFile) {
  const { chainId, rpcUrl, tokens } = demo.chains.ethereum;
  const usdt = tokens.usdt;
  if (!usdt) throw new Error('the demo has no USDT on ethereum');
  const wallet = createWalletClient({
    account: privateKeyToAccount(demo.payerPrivateKey),
    chain: defineChain({
      id: chainId,
      name: 'demo ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  });
  return {
    payUsdt: (to: Address, baseUnits: bigint) =>
      wallet.writeContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, baseUnits],
      }),
  };
}
