import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import { assetOn, type ChainId, type ChainRegistry } from '@incasso/shared/chains';
import { CURRENCY_IDS } from '@incasso/shared/currencies';
import type { Address } from 'viem';
import { startAnvil, type Anvil, type AnvilOptions } from './anvil.ts';
import { deployTestToken } from './erc20/deploy-test-token.ts';

export type AnvilChain = {
  anvil: Anvil;
  chain: ChainId;
  /** The registry with `chain` pointing at anvil: usdt (6 decimals) and dai (18) are test tokens. */
  registry: ChainRegistry;
  usdt: Address;
  dai: Address;
  /** Anvil's second account: holds 1,000,000 of each test token and 10,000 ETH. */
  payer: Address;
};

/**
 * Anvil standing in for a registry chain (default `ethereum`), as the demo does: its chain id,
 * its URL, a 6- and an 18-decimal token in place of usdt and dai, no other token contracts.
 */
export async function startAnvilChain(
  options: AnvilOptions & { chain?: ChainId } = {},
): Promise<AnvilChain> {
  const chain = options.chain ?? 'ethereum';
  // Deployments need blocks; automine is switched off (if asked) once the tokens exist.
  const anvil = await startAnvil({ ...options, automine: true });
  const payer = anvil.accounts[1];
  if (!payer) throw new Error('anvil has no second account');
  const mint = { to: payer, amount: 1_000_000n * 10n ** 18n };
  const usdt = await deployTestToken(anvil, {
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    mint,
  });
  const dai = await deployTestToken(anvil, { name: 'Dai', symbol: 'DAI', decimals: 18, mint });
  if (options.automine === false) await anvil.testClient.setAutomine(false);
  const others = CURRENCY_IDS.filter(
    (c) => c !== 'usdt' && c !== 'dai' && assetOn(chain, c)?.kind === 'token',
  );
  const registry = applyChainOverrides({
    [chain]: {
      evmChainId: anvil.chainId,
      rpcHttp: [anvil.rpcUrl],
      rpcWs: [anvil.wsUrl],
      useFinalizedTag: false,
      assets: {
        usdt: { kind: 'token', address: usdt, decimals: 6 },
        dai: { kind: 'token', address: dai, decimals: 18 },
        ...Object.fromEntries(others.map((currency) => [currency, null])),
      },
    },
  });
  return { anvil, chain, registry, usdt, dai, payer };
}
