import { z } from 'zod';
import {
  AssetSchema,
  CHAIN_IDS,
  CHAINS,
  ChainIdSchema,
  ContractAddressSchema,
  DecimalsSchema,
  type ChainId,
  type ChainInfo,
  type ChainRegistry,
} from './chains';
import { CURRENCY_IDS, CurrencyIdSchema } from './currencies';

const urlWith = (protocol: RegExp) =>
  z.url({ protocol, error: `Must be a URL matching ${protocol.source}.` });

export const TokenContractSchema = z.object({
  currency: CurrencyIdSchema,
  address: ContractAddressSchema,
  decimals: DecimalsSchema,
});

/**
 * What one deployment changes about a chain: its own RPC nodes and confirmations, and for test
 * chains (anvil standing in for `ethereum`) the EIP-155 id and the test tokens' contracts.
 * An asset set to `null` removes that currency from the chain.
 */
export const ChainOverrideSchema = z
  .object({
    rpcHttp: z.array(urlWith(/^https?$/)).min(1),
    rpcWs: z.array(urlWith(/^wss?$/)),
    confirmations: z.number().int().min(0).max(10_000),
    evmChainId: z.number().int().positive(),
    blockTimeMs: z.number().int().positive(),
    useFinalizedTag: z.boolean(),
    assets: z.partialRecord(CurrencyIdSchema, AssetSchema.nullable()),
    extraTokens: z.array(TokenContractSchema),
    /**
     * The explorer's page of a transaction, `{hash}` standing for its hash; null where no
     * public explorer sees the chain (a local anvil, even one with the real chain's id).
     */
    explorerTxUrl: urlWith(/^https?$/)
      .refine((url) => url.includes('{hash}'), 'Must contain {hash}.')
      .nullable(),
  })
  .partial()
  .strict();
export const ChainOverridesSchema = z.partialRecord(ChainIdSchema, ChainOverrideSchema);
/** Input form: addresses may be lower-case, they come out checksummed. */
export type ChainOverrides = z.input<typeof ChainOverridesSchema>;

/** The registry this deployment runs with. Throws on invalid overrides (a start-up error). */
export function applyChainOverrides(
  overrides: ChainOverrides,
  base: ChainRegistry = CHAINS,
): ChainRegistry {
  const parsed = ChainOverridesSchema.parse(overrides);
  const entries = CHAIN_IDS.map((id): [ChainId, ChainInfo] => {
    const o = parsed[id];
    if (!o) return [id, base[id]];
    const assets: ChainInfo['assets'] = {};
    for (const currency of CURRENCY_IDS) {
      const asset =
        o.assets?.[currency] === undefined ? base[id].assets[currency] : o.assets[currency];
      if (asset) assets[currency] = asset;
    }
    const chain: ChainInfo = {
      ...base[id],
      rpc: { http: o.rpcHttp ?? base[id].rpc.http, ws: o.rpcWs ?? base[id].rpc.ws },
      confirmations: o.confirmations ?? base[id].confirmations,
      evmChainId: o.evmChainId ?? base[id].evmChainId,
      // Another chain id is another chain (anvil standing in): the public explorer never saw it.
      explorerTxUrl:
        o.explorerTxUrl !== undefined
          ? o.explorerTxUrl
          : o.evmChainId === undefined || o.evmChainId === base[id].evmChainId
            ? base[id].explorerTxUrl
            : null,
      blockTimeMs: o.blockTimeMs ?? base[id].blockTimeMs,
      useFinalizedTag: o.useFinalizedTag ?? base[id].useFinalizedTag,
      assets,
      extraTokens: o.extraTokens ?? base[id].extraTokens,
    };
    assertConsistent(chain);
    return [id, chain];
  });
  return Object.fromEntries(entries) as Record<ChainId, ChainInfo>;
}

function assertConsistent(chain: ChainInfo) {
  const natives = Object.values(chain.assets).filter((asset) => asset.kind === 'native');
  if (natives.length > 1)
    throw new Error(`${chain.id}: more than one currency is the native coin.`);
  for (const extra of chain.extraTokens) {
    if (!chain.assets[extra.currency]) {
      throw new Error(
        `${chain.id}: extra token ${extra.address} is ${extra.currency}, which the chain lacks.`,
      );
    }
  }
  const addresses = [
    ...Object.values(chain.assets).flatMap((asset) =>
      asset.kind === 'token' ? [asset.address] : [],
    ),
    ...chain.extraTokens.map((extra) => extra.address),
  ];
  if (new Set(addresses).size !== addresses.length) {
    throw new Error(`${chain.id}: one token contract is listed twice.`);
  }
}
