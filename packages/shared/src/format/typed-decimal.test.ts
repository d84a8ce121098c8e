import { describe, expect, it } from 'vitest';
import { parseFiatAmount } from '../money/fiat';
import { readTypedDecimal } from './typed-decimal';

describe('readTypedDecimal', () => {
  it.each([
    ['1.200,50', '1200.50'],
    ['1.200', '1200'],
    ['12.345.678,9', '12345678.9'],
    ['25,50', '25.50'],
    ['25.50', '25.50'],
    ['0.500', '0.500'],
    [',5', '0.5'],
    ['25,', '25'],
    [' 1 200,50 ', '1200.50'],
    ['7', '7'],
  ])('reads %j typed in Italian as %j', (typed, plain) => {
    expect(readTypedDecimal(typed, 'it')).toBe(plain);
  });

  it.each([
    ['1,200.50', '1200.50'],
    ['1,200', '1200'],
    ['25.50', '25.50'],
    ['25,50', '25.50'],
    ['1.234', '1.234'],
  ])('reads %j typed in English as %j', (typed, plain) => {
    expect(readTypedDecimal(typed, 'en')).toBe(plain);
  });

  it.each(['', ',', '1,2,3', '1.2.3', '12.34,5', 'abc', '-5', '1e5', '1.200.5'])(
    'refuses %j in Italian',
    (typed) => {
      expect(readTypedDecimal(typed, 'it')).toBeNull();
    },
  );
});

describe('parseFiatAmount in a language', () => {
  it('reads 1.200,50 typed in Italian as 1200.50', () => {
    expect(parseFiatAmount('1.200,50', 'it')).toEqual({ ok: true, cents: 120_050 });
    expect(parseFiatAmount('1,200.50', 'en')).toEqual({ ok: true, cents: 120_050 });
  });

  it('still refuses three decimals and negative amounts', () => {
    expect(parseFiatAmount('1.234', 'en')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseFiatAmount('-1.200,50', 'it')).toEqual({ ok: false, error: 'negative' });
  });

  it('keeps reading a lone separator as the decimal mark without a language', () => {
    expect(parseFiatAmount('25,5')).toEqual({ ok: true, cents: 2550 });
    expect(parseFiatAmount('1.200,50')).toEqual({ ok: false, error: 'invalid' });
  });
});
