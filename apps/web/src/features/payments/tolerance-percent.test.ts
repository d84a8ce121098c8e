import { describe, expect, it } from 'vitest';
import { bpsToPercent, decimalSeparatorOf, percentToBps } from './tolerance-percent';

describe('percentToBps', () => {
  it.each([
    ['0', 0],
    ['1.5', 150],
    ['1,5', 150],
    ['1.15', 115],
    ['0.01', 1],
    ['0.29', 29],
    ['4.35', 435],
    [' 10 ', 1000],
    ['10.00', 1000],
    ['007', 700],
    ['-0', 0],
  ])('reads %j as %i bps, exactly', (text, bps) => {
    expect(percentToBps(text)).toEqual({ ok: true, bps });
  });

  it.each([
    ['', 'invalidNumber'],
    ['abc', 'invalidNumber'],
    ['1.', 'invalidNumber'],
    ['.5', 'invalidNumber'],
    ['1e1', 'invalidNumber'],
    ['1.2.3', 'invalidNumber'],
    ['1.234', 'tooManyDecimals'],
    ['0.001', 'tooManyDecimals'],
    ['10.01', 'tooLarge'],
    ['11', 'tooLarge'],
    ['123456789012345678901234567890', 'tooLarge'],
    ['-0.5', 'tooSmall'],
  ])('refuses %j (%s)', (text, error) => {
    expect(percentToBps(text)).toEqual({ ok: false, error });
  });
});

describe('bpsToPercent', () => {
  it.each([
    [0, '0'],
    [1, '0.01'],
    [10, '0.1'],
    [150, '1.5'],
    [115, '1.15'],
    [1000, '10'],
  ])('shows %i bps as %j', (bps, text) => {
    expect(bpsToPercent(bps)).toBe(text);
    expect(percentToBps(text)).toEqual({ ok: true, bps });
  });

  it('uses the given decimal separator', () => {
    expect(bpsToPercent(150, ',')).toBe('1,5');
  });
});

describe('decimalSeparatorOf', () => {
  it('knows Italian uses a comma and English a point', () => {
    expect(decimalSeparatorOf('it')).toBe(',');
    expect(decimalSeparatorOf('en')).toBe('.');
  });
});
