import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIAT_AMOUNT_MAX_CENTS,
  centsToDecimalString,
  fiatCentsFromNumber,
  formatFiat,
  parseFiatAmount,
} from './fiat';

const anyCents = fc.integer({ min: 0, max: FIAT_AMOUNT_MAX_CENTS });

describe('parseFiatAmount', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25,50', 2550],
    [' 7 ', 700],
    ['.5', 50],
    ['25.', 2500],
    ['007.10', 710],
    ['0', 0],
    ['99999999.99', FIAT_AMOUNT_MAX_CENTS],
  ])('reads %j as %d cents', (input, cents) => {
    expect(parseFiatAmount(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['-5', 'negative'],
    ['-0,5', 'negative'],
    ['25.505', 'tooManyDecimals'],
    ['1.234', 'tooManyDecimals'],
    ['100000000', 'tooLarge'],
    ['99999999999999999999999', 'tooLarge'],
    ['', 'invalid'],
    ['.', 'invalid'],
    ['abc', 'invalid'],
    ['1e5', 'invalid'],
    ['+5', 'invalid'],
    ['1,234.56', 'invalid'],
    ['Infinity', 'invalid'],
  ])('refuses %j as %s', (input, error) => {
    expect(parseFiatAmount(input)).toEqual({ ok: false, error });
  });

  it('reads back every amount it formats, with either separator', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const text = centsToDecimalString(cents);
        expect(parseFiatAmount(text)).toEqual({ ok: true, cents });
        expect(parseFiatAmount(text.replace('.', ','))).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('fiatCentsFromNumber', () => {
  it('takes the cents a JSON number was written with, without float drift', () => {
    expect(fiatCentsFromNumber(19.99)).toEqual({ ok: true, cents: 1999 });
    expect(fiatCentsFromNumber(0.07)).toEqual({ ok: true, cents: 7 });
    fc.assert(
      fc.property(anyCents, (cents) => {
        expect(fiatCentsFromNumber(cents / 100)).toEqual({ ok: true, cents });
      }),
    );
  });

  it('refuses what is not a 2-decimal amount', () => {
    expect(fiatCentsFromNumber(0.1 + 0.2)).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(fiatCentsFromNumber(-1)).toEqual({ ok: false, error: 'negative' });
    expect(fiatCentsFromNumber(Number.NaN)).toEqual({ ok: false, error: 'invalid' });
    expect(fiatCentsFromNumber(1e21)).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('formatFiat', () => {
  // Intl puts a no-break space between an Italian amount and its currency.
  it.each([
    [2550, 'EUR', 'it', '25,50\u00a0€'],
    [2550, 'EUR', 'en', '€25.50'],
    [123_456, 'USD', 'en', '$1,234.56'],
    [123_456, 'USD', 'it', '1.234,56\u00a0USD'],
    [FIAT_AMOUNT_MAX_CENTS, 'EUR', 'it', '99.999.999,99\u00a0€'],
    [5, 'USD', 'en', '$0.05'],
  ] as const)('formats %d %s in %s as %j', (cents, currency, locale, text) => {
    expect(formatFiat(cents, currency, locale)).toBe(text);
  });

  it('refuses what is not cents', () => {
    expect(() => formatFiat(25.5, 'EUR', 'en')).toThrow(RangeError);
    expect(() => formatFiat(-1, 'EUR', 'en')).toThrow(RangeError);
  });
});
