/**
 * Exact non-negative decimals as a scaled bigint (value = units / 10^scale), the one arithmetic
 * every money helper builds on, so no amount ever passes through a binary float.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export type Rounding = 'halfUp' | 'ceil' | 'floor';

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;
// What `String(number)` can produce for a finite non-negative number.
const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Parses a plain decimal such as `86000.125` (no sign, no exponent, `.` separator). */
export function parseDecimal(text: string): Decimal | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

/**
 * The exact decimal a JSON number was written as. `String(n)` is the shortest text that reads
 * back as the same double, so `0.9251` stays `0.9251` rather than 0.92510000000000003340...
 */
export function decimalFromNumber(value: number): Decimal | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const match = NUMBER_TEXT.exec(String(value));
  if (!match) return null;
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? '0');
  const units = BigInt(`${match[1]}${fraction}`);
  const scale = fraction.length - exponent;
  return scale >= 0 ? { units, scale } : { units: units * pow10(-scale), scale: 0 };
}

/** numerator / denominator for numerator >= 0 and denominator > 0, rounded as asked. */
export function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('divide expects n >= 0, d > 0');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n || rounding === 'floor') return quotient;
  if (rounding === 'ceil') return quotient + 1n;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

/** The same value with exactly `scale` decimals, rounding when decimals are dropped. */
export function rescale(value: Decimal, scale: number, rounding: Rounding): Decimal {
  if (scale >= value.scale) return { units: value.units * pow10(scale - value.scale), scale };
  return { units: divide(value.units, pow10(value.scale - scale), rounding), scale };
}

/**
 * Decimal text of `units / 10^scale`: trailing zeros dropped, then padded back to at least
 * `minFractionDigits` (so 8-decimal crypto amounts keep their 8 digits).
 */
export function formatDecimal(units: bigint, scale: number, minFractionDigits = 0): string {
  if (units < 0n) throw new RangeError('formatDecimal expects a non-negative amount');
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits
    .slice(digits.length - scale)
    .replace(/0+$/, '')
    .padEnd(minFractionDigits, '0');
  return fraction ? `${whole}.${fraction}` : whole;
}
