import type { Browser } from '@playwright/test';
import { PublicPaymentSchema } from '@incasso/shared/payments';
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

/**
 * A customer following an emailed pay link on their phone (Italian, touch): picks USDT on the
 * pay page and pays the price the page settled on from the demo payer's wallet. Returns the
 * priced payment and the phone's page, left open on the pay page to watch it confirm.
 */
export async function payLinkOnPhone(browser: Browser, demo: DemoFile, link: string) {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'it-IT',
    isMobile: true,
    hasTouch: true,
  });
  const payer = await phone.newPage();
  await payer.goto(link);
  await payer.getByRole('button', { name: 'Paga con USDT' }).click();
  const paymentId = new URL(link).pathname.split('/').pop() ?? '';
  const priced = PublicPaymentSchema.parse(
    await (await payer.request.get(`${demo.url}/api/pay/${paymentId}`)).json(),
  );
  await demoPayer(demo).payUsdt(
    priced.address as `0x${string}`,
    BigInt(priced.amountBaseUnits ?? 0),
  );
  return { priced, payer, close: () => phone.close() };
}
