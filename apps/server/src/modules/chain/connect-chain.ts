import {
  nativeCurrencyOn,
  tokenContractsOn,
  type ChainId,
  type ChainInfo,
  type ChainRegistry,
  type TokenContract,
} from '@incasso/shared/chains';
import type { FastifyBaseLogger } from 'fastify';
import { canonicalHashOver } from './block-headers.ts';
import { createBlockScanner, type BlockScanner } from './block-scanner.ts';
import { followHeads, pollIntervalFor, type HeadFollower } from './head-follower.ts';
import type { CanonicalHash } from './reorg.ts';
import { createRpcClient, type RpcClient, type RpcClientOptions } from './rpc-client.ts';
import { createDisagreementLog, type DisagreementLog } from './rpc-disagreements.ts';
import type { BlockHeader } from './rpc-schemas.ts';
import { verifyChainId, verifyTokenDecimals } from './startup-checks.ts';

export type ChainConnection = {
  info: ChainInfo;
  rpc: RpcClient;
  /** What the chain's RPC sources disagreed on, for the log and the admin watcher panel. */
  disagreements: DisagreementLog;
  /** The registry's tokens that passed the decimals check: the only ones scanned. */
  tokens: TokenContract[];
  scanner: BlockScanner;
  canonicalHash: CanonicalHash;
  followHeads(onHead: (head: BlockHeader) => void): HeadFollower;
};

/**
 * Everything a watcher needs for one chain, after the start-up checks: the node serves the
 * configured chain id (else this throws) and each token's decimals() matches the registry
 * (else that token is logged and left out).
 */
export async function connectChain(options: {
  registry: ChainRegistry;
  chain: ChainId;
  log: FastifyBaseLogger;
  rpc?: Omit<RpcClientOptions, 'urls' | 'log'>;
}): Promise<ChainConnection> {
  const { registry, chain, log } = options;
  const info = registry[chain];
  const disagreements = createDisagreementLog({ chain, log });
  const rpc = createRpcClient({ ...options.rpc, urls: info.rpc.http, log, disagreements });
  await verifyChainId(rpc, chain, info.evmChainId);
  const tokens = await verifyTokenDecimals({
    rpc,
    chain,
    log,
    tokens: tokenContractsOn(chain, registry),
  });
  return {
    info,
    rpc,
    disagreements,
    tokens,
    scanner: createBlockScanner({
      chain,
      rpc,
      tokens,
      nativeCurrency: nativeCurrencyOn(chain, registry),
      disagreements,
    }),
    canonicalHash: canonicalHashOver(rpc),
    followHeads: (onHead) =>
      followHeads({
        rpc,
        wsUrl: info.rpc.ws[0],
        pollIntervalMs: pollIntervalFor(info.blockTimeMs),
        onHead,
        log,
      }),
  };
}
