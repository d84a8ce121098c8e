import type { Asset, ChainId } from '@incasso/shared/chains';
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
