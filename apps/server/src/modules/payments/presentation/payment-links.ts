import type { Asset, ChainId, ChainRegistry } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { ApiWalletLink } from '@incasso/shared/developer';
import type { CurrencySymbol } from '@incasso/shared/currencies';
import { payPagePath } from '@incasso/shared/pay-page';

/** SPEC section 7's QR text: `chain:address?amount=..&token=..` (amount with 8 decimals). */
export function qrContent(chain: ChainId, address: string, amount: string, symbol: CurrencySymbol) {
  return `${chain}:${address}?amount=${amount}&token=${symbol}`;
}

/** SPEC's watch key: the request's address, amount and symbol. */
export function watchKey(address: string, amount: string, symbol: CurrencySymbol) {
  return `${address}:${amount}:${symbol}`;
}

/**
 * The EIP-681 link (chains.md): a token transfer calls the contract's `transfer` with the
 * recipient and the base units; the native coin sends `value` in wei to the recipient. The chain
 * id is always included, so a wallet on another network refuses instead of paying there.
 */
export function eip681Link(asset: Asset, evmChainId: number, recipient: string, baseUnits: bigint) {
  if (asset.kind === 'native') return `ethereum:${recipient}@${evmChainId}?value=${baseUnits}`;
  return `ethereum:${asset.address}@${evmChainId}/transfer?address=${recipient}&uint256=${baseUnits}`;
}

/** The absolute link to a request's pay page, as emails, PDFs and the API give it. */
export function payUrl(publicUrl: string, paymentId: string) {
  return `${publicUrl}${payPagePath(paymentId)}`;
}

/**
 * What a wallet needs to pay a priced request, as the public API and webhooks show it: the
 * EIP-155 chain id, the token contract (null for the chain's own coin), its decimals and the
 * EIP-681 link. Null until the coin is known, or once it left the deployment's registry.
 */
export function walletLinkOf(
  registry: ChainRegistry,
  request: {
    chain: ChainId;
    currency: CurrencyId | null;
    address: string;
    amountBaseUnits: string | null;
  },
): ApiWalletLink | null {
  if (request.currency === null || request.amountBaseUnits === null) return null;
  const chain = registry[request.chain];
  const asset = chain.assets[request.currency];
  if (!asset) return null;
  return {
    chainId: chain.evmChainId,
    tokenAddress: asset.kind === 'token' ? asset.address : null,
    decimals: asset.decimals,
    eip681: eip681Link(asset, chain.evmChainId, request.address, BigInt(request.amountBaseUnits)),
  };
}
