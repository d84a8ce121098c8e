import { describe, expect, it } from 'vitest';
import { codiceFiscaleCheckChar, decodeOmocodia, isValidCodiceFiscale } from './codice-fiscale';

// The textbook Mario Rossi, male, born on 10 December 1985 in the town of Belfiore code A562.
// Its omocodia variants below match the published output of independent calculators.
const MARIO = 'RSSMRA85T10A562S';

describe('codiceFiscaleCheckChar', () => {
  it('computes the published check letter', () => {
    expect(codiceFiscaleCheckChar(MARIO.slice(0, 15))).toBe('S');
  });
});

describe('isValidCodiceFiscale', () => {
  it('accepts a valid code, in any case and with spaces', () => {
    expect(isValidCodiceFiscale(MARIO)).toBe(true);
    expect(isValidCodiceFiscale('rssmra 85t10 a562s')).toBe(true);
  });

  it('refuses a wrong check letter', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
  });

  it('refuses a typo elsewhere, which changes the check letter', () => {
    expect(isValidCodiceFiscale('RSSMRA86T10A562S')).toBe(false);
  });

  it('refuses a wrong length or shape', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85Z10A562S')).toBe(false);
    expect(isValidCodiceFiscale('12345678901')).toBe(false);
  });

  it('refuses an impossible birth day', () => {
    const day32 = 'RSSMRA85T32A562';
    expect(isValidCodiceFiscale(day32 + codiceFiscaleCheckChar(day32))).toBe(false);
  });

  it('accepts a woman’s day (plus 40)', () => {
    const woman = 'RSSMRA85T50A562';
    expect(isValidCodiceFiscale(woman + codiceFiscaleCheckChar(woman))).toBe(true);
  });
});

describe('omocodia', () => {
  it('accepts digits replaced by letters, each variant with its own check letter', () => {
    for (const code of [
      'RSSMRA85T10A56NH',
      'RSSMRA85T10A5SNT',
      'RSSMRA85T10ARSNO',
      'RSSMRAURTMLARSNL',
    ]) {
      expect(isValidCodiceFiscale(code)).toBe(true);
    }
  });

  it('refuses a variant that keeps the original check letter', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A56NS')).toBe(false);
  });

  it('refuses a letter where no digit may be replaced', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A5X2S')).toBe(false);
  });

  it('checks the birth day after decoding the letters', () => {
    const day32 = 'RSSMRA85TPNA562';
    expect(isValidCodiceFiscale(day32 + codiceFiscaleCheckChar(day32))).toBe(false);
  });

  it('decodes the letters back to digits', () => {
    expect(decodeOmocodia('RSSMRAURTMLARSNL')).toBe('RSSMRA85T10A562L');
  });
});
