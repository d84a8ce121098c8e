import { z } from 'zod';
import type { Decimal } from './decimal';
import { divide, formatDecimal, parseDecimal, pow10, rescale } from './decimal';
import { assertCents } from './fiat';

/** SPEC: the crypto amount is fiat / rate with 8 decimals. */
export const CRYPTO_DISPLAY_DECIMALS = 8;
/** Rates carry at most 18 decimals; an inverted or derived rate is rounded half-up to it. */
export const RATE_MAX_DECIMALS = 18;

/** A price rate (fiat per 1 unit of crypto) as a positive plain decimal string, e.g. '86000.5'. */
export const RateStringSchema = z
  .string()
  .regex(/^\d+(\.\d{1,18})?$/, 'A rate is a plain decimal with at most 18 decimals')
  .refine((text) => /[1-9]/.test(text), 'A rate is above zero');

/** Parses a rate string; throws RangeError unless it is a plain decimal above zero. */
export function parseRate(text: string): Decimal {
  const rate = parseDecimal(text);
  if (!rate || rate.units === 0n) throw new RangeError(`Not a price rate: ${text}`);
  return rate;
}

/** The canonical rate string: at most 18 decimals (half-up), no trailing zeros. */
export function rateToString(rate: Decimal): string {
  const rounded =
    rate.scale > RATE_MAX_DECIMALS ? rescale(rate, RATE_MAX_DECIMALS, 'halfUp') : rate;
  if (rounded.units === 0n) throw new RangeError('The rate rounds to zero');
  return formatDecimal(rounded.units, rounded.scale);
}

/** 1 / rate, e.g. USDT per EUR from an EUR/USDT quote. */
export function invertRate(rate: Decimal): Decimal {
  const units = divide(pow10(rate.scale + RATE_MAX_DECIMALS), rate.units, 'halfUp');
  return { units, scale: RATE_MAX_DECIMALS };
}

/** a × b, e.g. DAI/EUR from DAI/USDT and USDT/EUR. */
export function multiplyRates(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export interface CryptoAmount {
  /** The amount to show and to pay, with exactly `displayDecimals` decimals. */
  readonly amount: string;
  /** The same amount in the token's base units (what the chain sees). */
  readonly baseUnits: bigint;
}

/**
 * The crypto amount for a fiat price: fiat / rate rounded half-up to `displayDecimals` (SPEC's
 * 8), then expressed in base units of a token with `tokenDecimals`. When the token has fewer
 * decimals than are shown (USDT on Ethereum: 6) the amount is rounded UP to the next amount the
 * token can carry, so a payer who pays what is shown never pays less than the 8-decimal figure;
 * `amount` is then that rounded-up value. The result can be zero for a tiny fiat amount against
 * a huge rate; callers refuse zero.
 */
export function cryptoAmountForFiat(
  fiatCents: number,
  rate: string,
  tokenDecimals: number,
  displayDecimals = CRYPTO_DISPLAY_DECIMALS,
): CryptoAmount {
  assertCents(fiatCents);
  assertDecimals(tokenDecimals);
  const price = parseRate(rate);
  // crypto = (cents / 100) / (units / 10^scale), scaled by 10^displayDecimals.
  const shown = divide(
    BigInt(fiatCents) * pow10(price.scale + displayDecimals),
    100n * price.units,
    'halfUp',
  );
  const baseUnits =
    tokenDecimals >= displayDecimals
      ? shown * pow10(tokenDecimals - displayDecimals)
      : divide(shown, pow10(displayDecimals - tokenDecimals), 'ceil');
  return { amount: formatDecimal(baseUnits, tokenDecimals, displayDecimals), baseUnits };
}

/**
 * The uniqueness bump of DESIGN section 6: the smallest shown unit (1e-8 of the token), or one
 * base unit when the token cannot express 1e-8.
 */
export function addSmallestShownUnit(
  baseUnits: bigint,
  tokenDecimals: number,
  displayDecimals = CRYPTO_DISPLAY_DECIMALS,
): bigint {
  assertDecimals(tokenDecimals);
  return (
    baseUnits + (tokenDecimals >= displayDecimals ? pow10(tokenDecimals - displayDecimals) : 1n)
  );
}

/** Base units as a decimal string ('1.5' for 1500000 with 6 decimals), at least `minFractionDigits`. */
export function formatBaseUnits(
  baseUnits: bigint,
  decimals: number,
  minFractionDigits = 0,
): string {
  assertDecimals(decimals);
  return formatDecimal(baseUnits, decimals, minFractionDigits);
}

/** Reads a decimal string into base units; null when it has more decimals than the token. */
export function parseBaseUnits(text: string, decimals: number): bigint | null {
  assertDecimals(decimals);
  const value = parseDecimal(text);
  if (!value || value.scale > decimals) return null;
  return rescale(value, decimals, 'floor').units;
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) {
    throw new RangeError(`Not a token's decimals: ${decimals}`);
  }
}

/**
 * What `baseUnits` of a token with `decimals` are worth in fiat cents at `rate` (fiat per coin),
 * rounded half-up: a refund's value at the rate its payment was priced with.
 */
export function fiatCentsForBaseUnits(baseUnits: bigint, decimals: number, rate: string): number {
  assertDecimals(decimals);
  const price = parseRate(rate);
  const cents = divide(baseUnits * price.units * 100n, pow10(decimals + price.scale), 'halfUp');
  return Number(cents);
}
