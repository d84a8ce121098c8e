import { applyChainOverrides, type ChainOverrides } from '@incasso/shared/chain-overrides';
import {
  CHAIN_IDS,
  CHAINS,
  tokenContractsOn,
  type ChainId,
  type ChainRegistry,
} from '@incasso/shared/chains';
import { CURRENCIES, type CurrencyId } from '@incasso/shared/currencies';
import type { Address } from 'viem';
import { startAnvil, type Anvil } from '#test/anvil.ts';
import { deployTestToken } from '#test/erc20/deploy-test-token.ts';

/** Blocks come every second on each demo chain, so a payment visibly confirms in seconds. */
export const DEMO_BLOCK_TIME_S = 1;
export const DEMO_CONFIRMATIONS = 3;

export type DemoChain = {
  chain: ChainId;
  anvil: Anvil;
  /** The test ERC-20 standing in for each token currency of the chain, with its real decimals. */
  tokens: Partial<Record<CurrencyId, Address>>;
};

export type DemoChains = {
  chains: Record<ChainId, DemoChain>;
  /** The registry with every chain pointing at its anvil. */
  registry: ChainRegistry;
  /** Anvil's second account: holds the payer's coins and tokens on every chain. */
  payer: Address;
  stop(): Promise<void>;
};

// A million of each token for the payer: plenty for any demo.
const MINTED_UNITS = 1_000_000n;

async function startDemoChain(chain: ChainId): Promise<DemoChain> {
  // The chain's real EIP-155 id, so wallets and EIP-681 links look as in production.
  const anvil = await startAnvil({ chainId: CHAINS[chain].evmChainId, automine: true });
  try {
    const payer = anvil.accounts[1];
    if (!payer) throw new Error('anvil has no second account');
    const tokens: DemoChain['tokens'] = {};
    for (const token of tokenContractsOn(chain)) {
      const { name, symbol } = CURRENCIES[token.currency];
      tokens[token.currency] = await deployTestToken(anvil, {
        name: `${name} (demo)`,
        symbol,
        decimals: token.decimals,
        mint: { to: payer, amount: MINTED_UNITS * 10n ** BigInt(token.decimals) },
      });
    }
    // Deployed at once (automine); from now on a block every second, payments or not.
    await anvil.testClient.setAutomine(false);
    await anvil.testClient.setIntervalMining({ interval: DEMO_BLOCK_TIME_S });
    return { chain, anvil, tokens };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/**
 * The demo's registry entry for a chain: its anvil, its test tokens and quick confirmations.
 * URLs from RPC_URL_<CHAIN> come before the anvil's own (a JSON-RPC proxy in front of it, say,
 * to try a stale, lying or failing node against the honest one).
 */
export function overridesFor(
  {
    chain,
    anvil,
    tokens,
  }: Pick<DemoChain, 'chain' | 'tokens'> & {
    anvil: Pick<Anvil, 'rpcUrl' | 'wsUrl'>;
  },
  rpcUrls: readonly string[] = [],
): ChainOverrides[ChainId] {
  const assets: NonNullable<ChainOverrides[ChainId]>['assets'] = {};
  for (const token of tokenContractsOn(chain)) {
    const address = tokens[token.currency];
    if (address) assets[token.currency] = { kind: 'token', address, decimals: token.decimals };
  }
  return {
    rpcHttp: [...rpcUrls.filter((url) => /^https?:/i.test(url)), anvil.rpcUrl],
    rpcWs: [...rpcUrls.filter((url) => /^wss?:/i.test(url)), anvil.wsUrl],
    confirmations: DEMO_CONFIRMATIONS,
    blockTimeMs: DEMO_BLOCK_TIME_S * 1_000,
    useFinalizedTag: false,
    assets,
    extraTokens: [],
    // The anvil keeps the real chain's id (wallets know it), but no public explorer has seen
    // its transactions: a link to one would show "not found" (issue 20).
    explorerTxUrl: null,
  };
}

/**
 * One anvil per registry chain, each with the chain's tokens deployed, all stopped together;
 * `rpcUrls` (RPC_URL_<CHAIN>) are watched before each anvil.
 */
export async function startDemoChains(
  rpcUrls: Partial<Record<ChainId, readonly string[] | undefined>> = {},
): Promise<DemoChains> {
  const started = await Promise.allSettled(CHAIN_IDS.map(startDemoChain));
  const chains = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(chains.map((demo) => demo.anvil.stop()));
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  const byId = Object.fromEntries(chains.map((demo) => [demo.chain, demo])) as Record<
    ChainId,
    DemoChain
  >;
  const payer = byId.ethereum.anvil.accounts[1];
  if (!payer) throw new Error('anvil has no second account');
  const overrides = Object.fromEntries(
    chains.map((demo) => [demo.chain, overridesFor(demo, rpcUrls[demo.chain])]),
  );
  return { chains: byId, registry: applyChainOverrides(overrides), payer, stop };
}
