import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { Address, Hash } from 'viem';
import type { DemoChains } from './demo-chains.ts';
import type { DemoAccounts } from './demo-seed.ts';

/** demo.json, written into DATA_DIR for people and scripts (end-to-end tests) alike. */
export type DemoFile = {
  url: string;
  accounts: DemoAccounts;
  chains: Record<
    ChainId,
    {
      /** The EIP-155 id: the real chain's. */
      chainId: number;
      rpcUrl: string;
      confirmations: number;
      tokens: Partial<Record<CurrencyId, Address>>;
    }
  >;
  /** Anvil's account 1, funded with every coin and token: import it in a wallet to pay. */
  payerPrivateKey: Hash;
};

export function describeDemo(options: {
  url: string;
  accounts: DemoAccounts;
  chains: DemoChains;
}): Omit<DemoFile, 'payerPrivateKey'> {
  const { registry, chains } = options.chains;
  const entries = Object.values(chains).map(({ chain, anvil, tokens }) => [
    chain,
    {
      chainId: anvil.chainId,
      rpcUrl: anvil.rpcUrl,
      confirmations: registry[chain].confirmations,
      tokens,
    },
  ]);
  return {
    url: options.url,
    accounts: options.accounts,
    chains: Object.fromEntries(entries) as DemoFile['chains'],
  };
}
