import { describe, expect, it } from 'vitest';
import {
  isPasswordStrongEnough,
  passwordStrengthLabel,
  passwordStrengthScore,
} from './password-strength';

describe('passwordStrengthScore', () => {
  it('gives no point to a short lowercase password', () => {
    expect(passwordStrengthScore('abc')).toBe(0);
  });

  it('counts length only when over 8 characters', () => {
    expect(passwordStrengthScore('abcdefgh')).toBe(0);
    expect(passwordStrengthScore('abcdefghi')).toBe(1);
  });

  it('gives one point each for an uppercase letter, a digit and a symbol', () => {
    expect(passwordStrengthScore('A')).toBe(1);
    expect(passwordStrengthScore('1')).toBe(1);
    expect(passwordStrengthScore('!')).toBe(1);
    expect(passwordStrengthScore('Aa1!')).toBe(3);
  });

  it('counts a space and accented letters as non-alphanumeric', () => {
    expect(passwordStrengthScore('a b')).toBe(1);
    expect(passwordStrengthScore('è')).toBe(1);
  });

  it('reaches 4 when every rule holds', () => {
    expect(passwordStrengthScore('Correct-horse1')).toBe(4);
  });
});

describe('passwordStrengthLabel', () => {
  it('maps each score to its label and clamps out-of-range scores', () => {
    expect([0, 1, 2, 3, 4].map(passwordStrengthLabel)).toEqual([
      'veryWeak',
      'weak',
      'fair',
      'good',
      'strong',
    ]);
    expect(passwordStrengthLabel(-1)).toBe('veryWeak');
    expect(passwordStrengthLabel(9)).toBe('strong');
  });
});

describe('isPasswordStrongEnough', () => {
  it('requires a score of at least 2', () => {
    expect(isPasswordStrongEnough('abcdefghi')).toBe(false);
    expect(isPasswordStrongEnough('abcdefghI')).toBe(true);
  });
});
