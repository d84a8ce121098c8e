import { applyChainOverrides, type ChainOverrides } from '@incasso/shared/chain-overrides';
import { CHAIN_IDS, type ChainRegistry } from '@incasso/shared/chains';
import type { Config } from '#server/config.ts';

/**
 * The registry this process runs with: RPC_URL_<CHAIN> (one comma list; http(s) URLs for calls,
 * ws(s) URLs for head subscriptions, replacing the public defaults) and CONFIRMATIONS_<CHAIN>
 * from the config, then `extra` (the demo's and tests' local chains and tokens) on top.
 */
export function chainRegistryFromConfig(
  chains: Config['chains'],
  extra: ChainOverrides = {},
): ChainRegistry {
  const overrides: ChainOverrides = {};
  for (const id of CHAIN_IDS) {
    const { rpcUrls, confirmations } = chains[id];
    if (rpcUrls && !rpcUrls.some((url) => /^https?:/i.test(url))) {
      throw new Error(`RPC_URL_${id.toUpperCase()}: needs at least one http(s) URL`);
    }
    const fromEnv = {
      ...(rpcUrls && {
        rpcHttp: rpcUrls.filter((url) => /^https?:/i.test(url)),
        rpcWs: rpcUrls.filter((url) => /^wss?:/i.test(url)),
      }),
      ...(confirmations !== undefined && { confirmations }),
    };
    overrides[id] = { ...fromEnv, ...extra[id] };
  }
  return applyChainOverrides(overrides);
}
