import { describe, expect, it } from 'vitest';
import {
  VAT_COUNTRY_CODES,
  isValidPartitaIva,
  isValidVatNumber,
  normalizeVatNumber,
  parseVatNumber,
} from './vat-number';

// One well-formed number per country (VIES formats).
const EXAMPLES: Record<string, string> = {
  AT: 'ATU13585627',
  BE: 'BE0776091951',
  BG: 'BG175074752',
  CY: 'CY10259033P',
  CZ: 'CZ25123891',
  DE: 'DE136695976',
  DK: 'DK13585628',
  EE: 'EE100931558',
  EL: 'EL094259216',
  ES: 'ESA28015865',
  FI: 'FI20774740',
  FR: 'FR40303265045',
  HR: 'HR33392005961',
  HU: 'HU12892312',
  IE: 'IE6388047V',
  IT: 'IT00159560366',
  LT: 'LT119511515',
  LU: 'LU15027442',
  LV: 'LV40003521600',
  MT: 'MT11679112',
  NL: 'NL004495445B01',
  PL: 'PL5260250274',
  PT: 'PT501964843',
  RO: 'RO18547290',
  SE: 'SE556188840401',
  SI: 'SI50223054',
  SK: 'SK2022749619',
  XI: 'XI980780684',
};

describe('isValidPartitaIva', () => {
  it('accepts numbers whose last digit is the Luhn check digit', () => {
    expect(isValidPartitaIva('12345678903')).toBe(true);
    expect(isValidPartitaIva('00159560366')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and all zeros', () => {
    expect(isValidPartitaIva('12345678904')).toBe(false);
    expect(isValidPartitaIva('00159560365')).toBe(false);
    expect(isValidPartitaIva('1234567890')).toBe(false);
    expect(isValidPartitaIva('00000000000')).toBe(false);
  });

  it('catches the swap of two adjacent digits', () => {
    expect(isValidPartitaIva('21345678903')).toBe(false);
  });
});

describe('parseVatNumber', () => {
  it('has an example for every EU member state and Northern Ireland', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...VAT_COUNTRY_CODES].sort());
  });

  it.each(Object.entries(EXAMPLES))('accepts a well-formed %s number', (country, vat) => {
    expect(parseVatNumber(vat)).toEqual({ country, number: vat.slice(2) });
  });

  it('reads eleven bare digits as an Italian partita IVA', () => {
    expect(parseVatNumber('00159560366')).toEqual({ country: 'IT', number: '00159560366' });
    expect(isValidVatNumber('00159560365')).toBe(false);
  });

  it('applies the partita IVA check behind the IT prefix', () => {
    expect(isValidVatNumber('IT12345678904')).toBe(false);
  });

  it('ignores separators and case, and takes GR for Greece', () => {
    expect(normalizeVatNumber(' it 001.595-603/66 ')).toBe('IT00159560366');
    expect(parseVatNumber('fr 40 303 265 045')?.country).toBe('FR');
    expect(parseVatNumber('GR094259216')?.country).toBe('EL');
  });

  it('refuses the wrong shape for the country', () => {
    for (const vat of [
      'DE12345678',
      'DE1234567890',
      'ATU1234567',
      'FRIO303265045',
      'NL123456789X01',
    ]) {
      expect(isValidVatNumber(vat)).toBe(false);
    }
  });

  it('refuses unknown prefixes and non-EU countries', () => {
    expect(isValidVatNumber('US123456789')).toBe(false);
    expect(isValidVatNumber('CH123456789')).toBe(false);
    expect(isValidVatNumber('')).toBe(false);
  });
});
