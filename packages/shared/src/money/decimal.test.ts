import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromNumber, divide, formatDecimal, parseDecimal, rescale } from './decimal';

describe('parseDecimal', () => {
  it('reads plain decimals exactly', () => {
    expect(parseDecimal('86000.125')).toEqual({ units: 86000125n, scale: 3 });
    expect(parseDecimal('0.00000001')).toEqual({ units: 1n, scale: 8 });
    expect(parseDecimal('42')).toEqual({ units: 42n, scale: 0 });
  });

  it.each(['', '-1', '1e5', '1,5', '.5', '5.', ' 1', 'NaN'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('decimalFromNumber', () => {
  it('keeps the decimal a JSON number was written as', () => {
    expect(decimalFromNumber(0.9251)).toEqual({ units: 9251n, scale: 4 });
    expect(decimalFromNumber(86000)).toEqual({ units: 86000n, scale: 0 });
  });

  it('expands exponent notation', () => {
    expect(decimalFromNumber(1.5e-7)).toEqual({ units: 15n, scale: 8 });
    expect(decimalFromNumber(1.5e21)).toEqual({ units: 1_500_000_000_000_000_000_000n, scale: 0 });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (value) => {
    expect(decimalFromNumber(value)).toBeNull();
  });
});

describe('divide', () => {
  it('rounds as asked', () => {
    expect(divide(5n, 2n, 'halfUp')).toBe(3n);
    expect(divide(7n, 3n, 'halfUp')).toBe(2n);
    expect(divide(7n, 3n, 'ceil')).toBe(3n);
    expect(divide(8n, 3n, 'floor')).toBe(2n);
    expect(divide(9n, 3n, 'ceil')).toBe(3n);
  });

  it('refuses a zero or negative divisor and a negative dividend', () => {
    expect(() => divide(1n, 0n, 'floor')).toThrow(RangeError);
    expect(() => divide(-1n, 2n, 'floor')).toThrow(RangeError);
  });

  it('brackets the exact quotient: floor <= halfUp <= ceil, ceil - floor <= 1', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        (n, d) => {
          const floor = divide(n, d, 'floor');
          const ceil = divide(n, d, 'ceil');
          expect(floor * d <= n && n <= ceil * d).toBe(true);
          expect(ceil - floor <= 1n).toBe(true);
          const half = divide(n, d, 'halfUp');
          expect(half === floor || half === ceil).toBe(true);
        },
      ),
    );
  });
});

describe('formatDecimal', () => {
  it('drops trailing zeros and pads to the asked fraction digits', () => {
    expect(formatDecimal(1_500_000n, 6)).toBe('1.5');
    expect(formatDecimal(0n, 18)).toBe('0');
    expect(formatDecimal(1n, 18)).toBe('0.000000000000000001');
    expect(formatDecimal(29_070n, 8, 8)).toBe('0.00029070');
    expect(formatDecimal(2_500n, 2, 2)).toBe('25.00');
  });

  it('round-trips with parseDecimal and rescale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.nat({ max: 36 }), (units, scale) => {
        const parsed = parseDecimal(formatDecimal(units, scale));
        expect(parsed).not.toBeNull();
        if (parsed) expect(rescale(parsed, scale, 'floor').units).toBe(units);
      }),
    );
  });
});
