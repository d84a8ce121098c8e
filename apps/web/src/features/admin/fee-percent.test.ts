import { describe, expect, it } from 'vitest';
import { feePercentText, parseFeePercent } from './fee-percent';

describe('parseFeePercent', () => {
  it('reads percentages in either decimal separator as basis points', () => {
    expect(parseFeePercent('0.5')).toBe(50);
    expect(parseFeePercent('0,75')).toBe(75);
    expect(parseFeePercent(' 1 ')).toBe(100);
    expect(parseFeePercent('100')).toBe(10_000);
    expect(parseFeePercent('0.07')).toBe(7);
  });

  it('reads empty as "the plan fee" and refuses the rest', () => {
    expect(parseFeePercent('')).toBeNull();
    for (const bad of ['100.01', '-1', '0.123', 'abc', '1e2', '.5']) {
      expect(parseFeePercent(bad)).toBe('invalid');
    }
  });

  it('writes basis points back as the input shows them', () => {
    expect([50, 75, 100, 7, 10_000, 0].map(feePercentText)).toEqual([
      '0.5',
      '0.75',
      '1',
      '0.07',
      '100',
      '0',
    ]);
    expect(feePercentText(null)).toBe('');
  });
});
