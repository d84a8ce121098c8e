// Free of zod, so the pay page can write prices (issue 22, P5); fiat.ts adds the schemas.
import { readTypedDecimal } from '../format/typed-decimal';
import type { Locale } from '../locale';
import { decimalFromNumber, formatDecimal } from './decimal';

/**
 * Fiat amounts are integer cents (both supported currencies, EUR and USD, have 2 minor digits).
 * The cap, 99,999,999.99, keeps every amount, and any fee or sum of a few of them, far inside
 * Number.MAX_SAFE_INTEGER, and no payment request is anywhere near it.
 */
export const FIAT_AMOUNT_MAX_CENTS = 9_999_999_999;
export const FIAT_MINOR_DIGITS = 2;
/** The longest amount text a form takes: '99.999.999,99' (the largest amount) and a spare. */
export const FIAT_AMOUNT_TEXT_MAX = 14;

/** SPEC: requests are priced in EUR (the default) or USD. */
export const FIAT_CURRENCIES = ['EUR', 'USD'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

export type FiatAmountError = 'invalid' | 'negative' | 'tooManyDecimals' | 'tooLarge';
export type ParsedFiatAmount = { ok: true; cents: number } | { ok: false; error: FiatAmountError };

// Digits with at most one separator, either `.` or `,` (Italian users type a comma). Without the
// typist's language thousands separators are refused: `1.234` is ambiguous between the two, so it
// reads as three decimals and fails rather than becoming 1,234 or 1.23.
const AMOUNT_TEXT = /^(\d*)(?:[.,](\d*))?$/;

/**
 * Reads a typed amount ('25', '25.5', '25,50', ' 7 ', '.5', '25.') into cents. Zero parses (the
 * payment rules, not the parser, demand an amount above zero). Given the typist's language,
 * thousands separators are read too (`1.200,50` in Italian is 1200.50; see readTypedDecimal).
 */
export function parseFiatAmount(input: string, locale?: Locale): ParsedFiatAmount {
  const trimmed = input.trim();
  if (/^-\s*[\d.,]/.test(trimmed)) return { ok: false, error: 'negative' };
  const text = locale ? (readTypedDecimal(trimmed, locale) ?? trimmed) : trimmed;
  const match = AMOUNT_TEXT.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || whole.length + fraction.length === 0) return { ok: false, error: 'invalid' };
  if (fraction.length > FIAT_MINOR_DIGITS) return { ok: false, error: 'tooManyDecimals' };
  const cents = BigInt(`${whole || '0'}${fraction.padEnd(FIAT_MINOR_DIGITS, '0')}`);
  if (cents > BigInt(FIAT_AMOUNT_MAX_CENTS)) return { ok: false, error: 'tooLarge' };
  return { ok: true, cents: Number(cents) };
}

/**
 * Cents for an amount that arrived as a JSON number (the public API's `amount`). Uses the
 * number's shortest decimal text, so 19.99 is 1999 cents and 0.1 + 0.2 is refused for its
 * 17 decimals instead of being silently rounded.
 */
export function fiatCentsFromNumber(amount: number): ParsedFiatAmount {
  if (Number.isFinite(amount) && amount < 0) return { ok: false, error: 'negative' };
  const decimal = decimalFromNumber(amount);
  if (!decimal) return { ok: false, error: 'invalid' };
  return parseFiatAmount(formatDecimal(decimal.units, decimal.scale));
}

/** '25.50': cents as a plain decimal with both minor digits (for inputs and CSV). */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  return formatDecimal(BigInt(cents), FIAT_MINOR_DIGITS, FIAT_MINOR_DIGITS);
}

/**
 * '1.200,50 €' (it) or '€1,200.50' (en). Intl reads the decimal string exactly, never a float.
 * Thousands are always grouped: CLDR leaves Italian 4-digit amounts ungrouped ('1200,50 €'), which
 * then sit beside grouped ones ('12.000,00 €') on the same page.
 */
export function formatFiat(cents: number, currency: FiatCurrency, locale: 'it' | 'en'): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    useGrouping: 'always',
  });
  return format.format(centsToDecimalString(cents) as `${number}`);
}

/** Throws RangeError unless `cents` is a whole, non-negative, safe number of cents. */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Not an amount in cents: ${cents}`);
  }
}
