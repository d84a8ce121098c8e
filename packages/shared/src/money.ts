// Exact money: fiat in integer cents, crypto in bigint base units, rates as decimal strings.
// No amount that is stored, compared or sent on-chain ever passes through a JS float.
export {
  FIAT_AMOUNT_MAX_CENTS,
  FIAT_AMOUNT_TEXT_MAX,
  FIAT_CURRENCIES,
  FiatCurrencySchema,
  FIAT_MINOR_DIGITS,
  FiatCentsSchema,
  centsToDecimalString,
  fiatCentsFromNumber,
  formatFiat,
  parseFiatAmount,
} from './money/fiat';
export type { FiatAmountError, FiatCurrency, ParsedFiatAmount } from './money/fiat';
export {
  CRYPTO_DISPLAY_DECIMALS,
  RATE_MAX_DECIMALS,
  RateStringSchema,
  addSmallestShownUnit,
  cryptoAmountForFiat,
  fiatCentsForBaseUnits,
  formatBaseUnits,
  invertRate,
  multiplyRates,
  parseBaseUnits,
  parseRate,
  rateToString,
} from './money/crypto';
export type { CryptoAmount } from './money/crypto';
export { feeCentsForBasisPoints, feeCentsForPercent } from './money/fee';
export { decimalFromNumber, parseDecimal } from './money/decimal';
export type { Decimal } from './money/decimal';
