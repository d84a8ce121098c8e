import { divide, parseDecimal, pow10 } from './decimal';
import { assertCents } from './fiat';

/**
 * Fee in cents for a percentage given as a decimal string ('1.5' = 1.5 %, the form an admin's
 * fee override is typed in), rounded half-up to the cent.
 */
export function feeCentsForPercent(amountCents: number, percent: string): number {
  assertCents(amountCents);
  const rate = parseDecimal(percent);
  if (!rate || rate.units > 100n * pow10(rate.scale)) {
    throw new RangeError(`Not a percentage between 0 and 100: ${percent}`);
  }
  return Number(divide(BigInt(amountCents) * rate.units, 100n * pow10(rate.scale), 'halfUp'));
}

/** Fee in cents for basis points (150 = 1.5 %), rounded half-up to the cent. */
export function feeCentsForBasisPoints(amountCents: number, basisPoints: number): number {
  assertCents(amountCents);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`Not basis points between 0 and 10000: ${basisPoints}`);
  }
  return Number(divide(BigInt(amountCents) * BigInt(basisPoints), 10_000n, 'halfUp'));
}
