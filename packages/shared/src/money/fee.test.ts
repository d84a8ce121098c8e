import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal';
import { feeCentsForBasisPoints, feeCentsForPercent } from './fee';
import { FIAT_AMOUNT_MAX_CENTS } from './fiat';

const anyCents = fc.integer({ min: 0, max: FIAT_AMOUNT_MAX_CENTS });
const anyBasisPoints = fc.integer({ min: 0, max: 10_000 });

describe('fees', () => {
  it.each([
    [10_000, '1.5', 150],
    [3_333, '1.5', 50], // 49.995 rounds half-up
    [3_300, '1.5', 50], // 49.5 rounds half-up
    [3_299, '1.5', 49], // 49.485
    [100, '0', 0],
    [100, '100', 100],
    [2_500, '0.25', 6], // 6.25
  ])('takes %d cents at %s %% as %d cents', (amount, percent, fee) => {
    expect(feeCentsForPercent(amount, percent)).toBe(fee);
  });

  it('takes basis points the same way', () => {
    expect(feeCentsForBasisPoints(3_333, 150)).toBe(50);
    expect(feeCentsForBasisPoints(2_500, 25)).toBe(6);
    expect(feeCentsForBasisPoints(100, 10_000)).toBe(100);
  });

  it.each(['-1', '100.01', '1,5', 'abc', ''])('refuses the percentage %j', (percent) => {
    expect(() => feeCentsForPercent(100, percent)).toThrow(RangeError);
  });

  it('refuses basis points outside 0..10000 and non-cent amounts', () => {
    expect(() => feeCentsForBasisPoints(100, 10_001)).toThrow(RangeError);
    expect(() => feeCentsForBasisPoints(100, 1.5)).toThrow(RangeError);
    expect(() => feeCentsForPercent(1.5, '1')).toThrow(RangeError);
  });

  it('agrees between percent and basis points, and never exceeds the amount', () => {
    fc.assert(
      fc.property(anyCents, anyBasisPoints, (amount, bps) => {
        const fee = feeCentsForBasisPoints(amount, bps);
        expect(feeCentsForPercent(amount, formatDecimal(BigInt(bps), 2))).toBe(fee);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(amount);
        expect(Number.isSafeInteger(fee)).toBe(true);
      }),
    );
  });

  it('grows with the amount', () => {
    fc.assert(
      fc.property(anyCents, anyCents, anyBasisPoints, (a, b, bps) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(feeCentsForBasisPoints(low, bps)).toBeLessThanOrEqual(
          feeCentsForBasisPoints(high, bps),
        );
      }),
    );
  });
});
