import type { Locale } from '../locale';
import { formatDecimal, parseDecimal } from '../money/decimal';
import { FIAT_MINOR_DIGITS } from '../money/fiat-amounts';

// Numbers as each language writes them (issue 20): one formatter per kind, used by the web app,
// the emails, the PDFs and the notifications alike. Amounts arrive as exact decimal strings or
// integers, and Intl reads a decimal string exactly, so no amount passes through a float.

/** Intl's own limit; enough for any token's 18 decimals. */
const ALL_DECIMALS = 100;

function plain(text: string): `${number}` {
  if (!parseDecimal(text)) throw new RangeError(`Not a plain decimal: ${text}`);
  return text as `${number}`;
}

/**
 * A plain decimal ('14.53488400') in the language's way, trailing zeros dropped:
 * '14,534884' in Italian, '14.534884' in English.
 */
export function formatDecimalText(text: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: ALL_DECIMALS,
    // Grouped from 1.000 on in both languages (CLDR's Italian waits for 10.000), as formatFiat.
    useGrouping: 'always',
  }).format(plain(text));
}

/**
 * A fiat amount given as its decimal text ('25.5'), with the currency's two decimals and no
 * symbol, for a sentence that names the currency itself: '1.025,50' or '1,025.50'.
 */
export function formatFiatText(text: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: FIAT_MINOR_DIGITS,
    maximumFractionDigits: ALL_DECIMALS,
    useGrouping: 'always',
  }).format(plain(text));
}

/** A crypto amount with its coin: '14,534884 USDT' in Italian, '14.534884 USDT' in English. */
export function formatCrypto(amount: string, symbol: string, locale: Locale): string {
  return `${formatDecimalText(amount, locale)}\u00a0${symbol}`;
}

/** A percentage given as its decimal text ('0.25' for 0.25 %): '0,25%' or '0.25%'. */
export function formatPercentText(percent: string, locale: Locale): string {
  const value = parseDecimal(plain(percent));
  if (!value) throw new RangeError(`Not a percentage: ${percent}`);
  // Intl's percent style multiplies by 100: hand it the fraction, still as exact text.
  const fraction = formatDecimal(value.units, value.scale + 2);
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: ALL_DECIMALS,
  }).format(fraction as `${number}`);
}

/** Basis points as a percentage: 25 → '0,25%' (it), 1500 → '15%'. */
export function formatBasisPoints(bps: number, locale: Locale): string {
  if (!Number.isSafeInteger(bps) || bps < 0) throw new RangeError(`Not basis points: ${bps}`);
  return formatPercentText(formatDecimal(BigInt(bps), 2), locale);
}

/** An invoice quantity in hundredths: 150 → '1,5' (it), 100 → '1'. */
export function formatQuantity(hundredths: number, locale: Locale): string {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) {
    throw new RangeError(`Not a quantity in hundredths: ${hundredths}`);
  }
  return formatDecimalText(formatDecimal(BigInt(hundredths), 2), locale);
}
