import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import {
  CHAIN_IDS,
  CHAINS,
  type Asset,
  type ChainId,
  type ChainRegistry,
  type TokenContract,
} from './chain-table';
import { CURRENCY_IDS, type CurrencyId } from './currencies';

export * from './chain-table';

export const ChainIdSchema = z.enum(CHAIN_IDS);

// Mixed-case input must carry a valid EIP-55 checksum; the output is always checksummed.
export const ContractAddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: true }), 'Invalid address or checksum.')
  .transform((value) => getAddress(value));

export const DecimalsSchema = z.number().int().min(0).max(36);

export const AssetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('native'), decimals: DecimalsSchema }),
  z.object({ kind: z.literal('token'), address: ContractAddressSchema, decimals: DecimalsSchema }),
]);

/** The currencies a wallet on `chain` can accept, in CURRENCY_IDS order. */
export function currenciesOn(chain: ChainId, registry: ChainRegistry = CHAINS): CurrencyId[] {
  return CURRENCY_IDS.filter((currency) => registry[chain].assets[currency] !== undefined);
}

export function assetOn(
  chain: ChainId,
  currency: CurrencyId,
  registry: ChainRegistry = CHAINS,
): Asset | undefined {
  return registry[chain].assets[currency];
}

/** The currency paid in the chain's own coin, if Incasso accepts it there (eth, bnb). */
export function nativeCurrencyOn(
  chain: ChainId,
  registry: ChainRegistry = CHAINS,
): CurrencyId | null {
  return (
    currenciesOn(chain, registry).find((c) => assetOn(chain, c, registry)?.kind === 'native') ??
    null
  );
}

/** Every ERC-20 contract whose transfers count as payments on `chain`, extras included. */
export function tokenContractsOn(
  chain: ChainId,
  registry: ChainRegistry = CHAINS,
): TokenContract[] {
  const primary = currenciesOn(chain, registry).flatMap((currency) => {
    const asset = assetOn(chain, currency, registry);
    return asset?.kind === 'token'
      ? [{ currency, address: asset.address, decimals: asset.decimals }]
      : [];
  });
  return [...primary, ...registry[chain].extraTokens];
}

/** The transaction on the chain's public explorer; null where no public explorer shows it. */
export function explorerTxUrl(
  chain: ChainId,
  txHash: string,
  registry: ChainRegistry = CHAINS,
): string | null {
  return registry[chain].explorerTxUrl?.replace('{hash}', txHash) ?? null;
}
