import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../money/decimal';
import {
  formatBasisPoints,
  formatCrypto,
  formatDecimalText,
  formatFiatText,
  formatPercentText,
  formatQuantity,
} from './numbers';
import { readTypedDecimal } from './typed-decimal';

describe('crypto amounts', () => {
  it("use the language's decimal mark and drop trailing zeros", () => {
    expect(formatCrypto('14.53488400', 'USDT', 'it')).toBe('14,534884\u00a0USDT');
    expect(formatCrypto('14.53488400', 'USDT', 'en')).toBe('14.534884\u00a0USDT');
    expect(formatCrypto('25.00000000', 'USDC', 'it')).toBe('25\u00a0USDC');
    expect(formatCrypto('0.000000000000000001', 'ETH', 'en')).toBe('0.000000000000000001\u00a0ETH');
  });

  it('keep every digit of a large amount, grouped as the language groups', () => {
    expect(formatDecimalText('12345678.12345678', 'it')).toBe('12.345.678,12345678');
    expect(formatDecimalText('12345678.12345678', 'en')).toBe('12,345,678.12345678');
  });

  it('write a fiat amount with its two decimals and no symbol', () => {
    expect(formatFiatText('1025.5', 'it')).toBe('1.025,50');
    expect(formatFiatText('1025.5', 'en')).toBe('1,025.50');
    expect(formatFiatText('7', 'it')).toBe('7,00');
    expect(() => formatFiatText('7,5', 'it')).toThrow(RangeError);
  });

  it('read back, in either language, as the amount they show', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.nat({ max: 18 }),
        fc.constantFrom('it' as const, 'en' as const),
        (units, scale, locale) => {
          const text = formatDecimal(units, scale);
          expect(readTypedDecimal(formatDecimalText(text, locale), locale)).toBe(text);
        },
      ),
    );
  });

  it('refuse what is not a plain decimal', () => {
    expect(() => formatDecimalText('1e5', 'it')).toThrow(RangeError);
    expect(() => formatDecimalText('-1', 'en')).toThrow(RangeError);
  });
});

describe('percentages', () => {
  it('are written with the language decimal mark', () => {
    expect(formatPercentText('0.25', 'it')).toBe('0,25%');
    expect(formatPercentText('0.25', 'en')).toBe('0.25%');
    expect(formatBasisPoints(25, 'it')).toBe('0,25%');
    expect(formatBasisPoints(1500, 'en')).toBe('15%');
    expect(formatBasisPoints(0, 'it')).toBe('0%');
  });
});

describe('quantities', () => {
  it('show hundredths without needless zeros', () => {
    expect(formatQuantity(150, 'it')).toBe('1,5');
    expect(formatQuantity(100, 'en')).toBe('1');
    expect(formatQuantity(123_456, 'it')).toBe('1.234,56');
  });
});
