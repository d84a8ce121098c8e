import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
} from './crypto';
import { formatDecimal, pow10 } from './decimal';
import { FIAT_AMOUNT_MAX_CENTS } from './fiat';

const anyCents = fc.integer({ min: 0, max: FIAT_AMOUNT_MAX_CENTS });
// Rates from 1e-8 to 1e8 with up to 8 decimals, as providers send them.
const anyRateUnits = fc.bigInt({ min: 1n, max: 10n ** 16n });
const anyRate = anyRateUnits.map((units) => formatDecimal(units, 8));
const anyDecimals = fc.constantFrom(0, 2, 6, 8, 9, 18);

describe('cryptoAmountForFiat', () => {
  it('divides fiat by the rate to 8 decimals, in the token base units', () => {
    expect(cryptoAmountForFiat(2_500, '86000', 8)).toEqual({
      amount: '0.00029070',
      baseUnits: 29_070n,
    });
    expect(cryptoAmountForFiat(2_500, '3000', 18)).toEqual({
      amount: '0.00833333',
      baseUnits: 8_333_330_000_000_000n,
    });
    expect(cryptoAmountForFiat(2_500, '1', 6)).toEqual({
      amount: '25.00000000',
      baseUnits: 25_000_000n,
    });
  });

  it('rounds the 8th decimal half-up', () => {
    // 0.01 / 2,000,000 = 0.000000005 exactly: half a unit goes up.
    expect(cryptoAmountForFiat(1, '2000000', 18).amount).toBe('0.00000001');
    expect(cryptoAmountForFiat(1, '2000000.1', 18)).toEqual({
      amount: '0.00000000',
      baseUnits: 0n,
    });
  });

  it('rounds up to what a token with fewer than 8 decimals can carry', () => {
    // 25 / 0.92 = 27.173913043...: 27.17391304 at 8 decimals, 27.173914 for a 6-decimal token.
    expect(cryptoAmountForFiat(2_500, '0.92', 6)).toEqual({
      amount: '27.17391400',
      baseUnits: 27_173_914n,
    });
    expect(cryptoAmountForFiat(1, '3', 6)).toEqual({ amount: '0.00333400', baseUnits: 3_334n });
  });

  it.each([
    [2_500, '0'],
    [2_500, '-1'],
    [2_500, 'abc'],
    [2_500, '1e3'],
    [-1, '1'],
    [25.5, '1'],
  ])('refuses %d cents at rate %j', (cents, rate) => {
    expect(() => cryptoAmountForFiat(cents, rate, 18)).toThrow(RangeError);
  });

  it('stays within half a shown unit of the exact quotient for tokens with 8+ decimals', () => {
    fc.assert(
      fc.property(anyCents, anyRate, fc.constantFrom(8, 9, 18), (cents, rate, decimals) => {
        const { baseUnits } = cryptoAmountForFiat(cents, rate, decimals);
        const { units, scale } = parseRate(rate);
        const shown = baseUnits / pow10(decimals - 8);
        // |shown / 1e8 - cents / 100 / rate| <= 0.5e-8, cross-multiplied into integers.
        const error = shown * 100n * units - BigInt(cents) * pow10(scale + 8);
        const bound = 50n * units;
        expect(error >= -bound && error <= bound).toBe(true);
      }),
    );
  });

  it('never asks a token with fewer decimals for less than the 8-decimal amount', () => {
    fc.assert(
      fc.property(anyCents, anyRate, fc.constantFrom(0, 2, 6), (cents, rate, decimals) => {
        const shown = cryptoAmountForFiat(cents, rate, 18).baseUnits / 10n ** 10n;
        const { baseUnits } = cryptoAmountForFiat(cents, rate, decimals);
        const step = pow10(8 - decimals);
        expect(baseUnits * step >= shown && baseUnits * step < shown + step).toBe(true);
      }),
    );
  });

  it('shows exactly the amount it asks for', () => {
    fc.assert(
      fc.property(anyCents, anyRate, anyDecimals, (cents, rate, decimals) => {
        const { amount, baseUnits } = cryptoAmountForFiat(cents, rate, decimals);
        expect(amount).toMatch(/^\d+\.\d{8,}$/);
        expect(parseBaseUnits(amount, Math.max(decimals, 8))).toBe(
          baseUnits * pow10(Math.max(0, 8 - decimals)),
        );
      }),
    );
  });

  it('grows with the fiat amount and shrinks as the rate grows', () => {
    fc.assert(
      fc.property(
        anyCents,
        anyCents,
        anyRateUnits,
        anyRateUnits,
        anyDecimals,
        (a, b, r1, r2, decimals) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const [cheap, dear] = r1 <= r2 ? [r1, r2] : [r2, r1];
          const amountOf = (cents: number, rateUnits: bigint) =>
            cryptoAmountForFiat(cents, formatDecimal(rateUnits, 8), decimals).baseUnits;
          expect(amountOf(low, cheap) <= amountOf(high, cheap)).toBe(true);
          expect(amountOf(low, cheap) >= amountOf(low, dear)).toBe(true);
        },
      ),
    );
  });
});

describe('addSmallestShownUnit', () => {
  it('adds 1e-8 of the token, or one base unit when the token is coarser', () => {
    expect(addSmallestShownUnit(8_333_330_000_000_000n, 18)).toBe(8_333_340_000_000_000n);
    expect(addSmallestShownUnit(29_070n, 8)).toBe(29_071n);
    expect(addSmallestShownUnit(27_173_914n, 6)).toBe(27_173_915n);
  });

  it('moves the shown amount by exactly its last digit', () => {
    fc.assert(
      fc.property(anyCents, anyRate, fc.constantFrom(8, 9, 18), (cents, rate, decimals) => {
        const { baseUnits } = cryptoAmountForFiat(cents, rate, decimals);
        const bumped = addSmallestShownUnit(baseUnits, decimals);
        const before = parseBaseUnits(formatBaseUnits(baseUnits, decimals), 8);
        const after = parseBaseUnits(formatBaseUnits(bumped, decimals), 8);
        expect(before !== null && after === before + 1n).toBe(true);
      }),
    );
  });
});

describe('base units', () => {
  it('formats and parses with the token decimals', () => {
    expect(formatBaseUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatBaseUnits(1_500_000n, 6, 8)).toBe('1.50000000');
    expect(formatBaseUnits(10n ** 18n, 18)).toBe('1');
    expect(parseBaseUnits('1.5', 6)).toBe(1_500_000n);
    expect(parseBaseUnits('0.0000001', 6)).toBeNull();
    expect(parseBaseUnits('-1', 6)).toBeNull();
  });

  it('round-trips any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), anyDecimals, (units, decimals) => {
        expect(parseBaseUnits(formatBaseUnits(units, decimals), decimals)).toBe(units);
      }),
    );
  });
});

describe('rates', () => {
  it('inverts and multiplies exactly to 18 decimals', () => {
    expect(rateToString(invertRate(parseRate('1.08')))).toBe('0.925925925925925926');
    expect(rateToString(invertRate(parseRate('0.5')))).toBe('2');
    const daiEur = multiplyRates(parseRate('0.9998'), invertRate(parseRate('1.08')));
    expect(rateToString(daiEur)).toBe('0.925740740740740741');
  });

  it('keeps a canonical string', () => {
    expect(rateToString(parseRate('86000.10000'))).toBe('86000.1');
    expect(() => rateToString(parseRate('0.0000000000000000001'))).toThrow(RangeError);
  });

  it.each(['86000.5', '1', '0.000000000000000001'])('accepts the rate string %j', (rate) => {
    expect(RateStringSchema.safeParse(rate).success).toBe(true);
  });

  it.each(['0', '0.000', '-1', '1e5', '1.', '', '0.0000000000000000001', '1,5'])(
    'refuses the rate string %j',
    (rate) => {
      expect(RateStringSchema.safeParse(rate).success).toBe(false);
    },
  );
});

describe('fiatCentsForBaseUnits', () => {
  it('values base units at the rate, half-up to the cent', () => {
    // 10 USDT (6 decimals) at 0.92 EUR each.
    expect(fiatCentsForBaseUnits(10_000_000n, 6, '0.92')).toBe(920);
    // 0.001 ETH at 2,500.555 EUR: 250.0555 cents.
    expect(fiatCentsForBaseUnits(10n ** 15n, 18, '2500.555')).toBe(250);
    expect(fiatCentsForBaseUnits(5n, 1, '0.001')).toBe(0);
    expect(fiatCentsForBaseUnits(5n, 1, '0.01')).toBe(1);
  });
});
