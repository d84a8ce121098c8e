import { assetOn, type ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { CRYPTO_DISPLAY_DECIMALS, cryptoAmountForFiat } from '@incasso/shared/money';

/**
 * SPEC section 5: crypto = fiat / rate, 8 decimals, computed exactly (cents and a decimal-string
 * rate, never a float). The token's own decimals round it the way the server will (USDT's 6
 * decimals round up), so the preview is the amount the request asks for. Null when there is
 * nothing to pay: no amount, or one too small for the currency.
 */
export function cryptoPreview(
  fiatCents: number,
  rate: string,
  chain: ChainId,
  currency: CurrencyId,
): string | null {
  if (fiatCents <= 0) return null;
  const decimals = assetOn(chain, currency)?.decimals ?? CRYPTO_DISPLAY_DECIMALS;
  const { amount, baseUnits } = cryptoAmountForFiat(fiatCents, rate, decimals);
  return baseUnits > 0n ? amount : null;
}
