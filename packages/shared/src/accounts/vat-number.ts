// VAT identification numbers of the EU member states, as the European Commission's VIES
// service formats them: a two-letter prefix (ISO 3166 except Greece, 'EL') and the national
// number. Only Italy's check digit is verified (the partita IVA); other countries are checked
// by shape, which catches typos of length and character class without 26 national algorithms.

const VAT_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  // Two check characters (digits or letters other than I and O), then the 9-digit SIREN.
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  // Current format (7 digits, 1-2 letters) and the pre-2013 one (letter or + or * second).
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  // Northern Ireland keeps EU VAT numbers for trade in goods (Windsor Framework).
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export const VAT_COUNTRY_CODES = Object.keys(VAT_PATTERNS);

/** Spaces, dots, dashes and slashes people type between groups of digits. */
export function normalizeVatNumber(input: string): string {
  return input.replace(/[\s.\-/]/g, '').toUpperCase();
}

/**
 * Italian partita IVA: 11 digits whose last is a Luhn check digit over the first ten
 * (odd positions as they are, even positions doubled, minus 9 when over 9).
 */
export function isValidPartitaIva(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(digits[i]);
    const value = i % 2 === 0 ? digit : digit * 2;
    sum += value > 9 ? value - 9 : value;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

export interface ParsedVatNumber {
  country: string;
  number: string;
}

/**
 * Splits a VAT number into country and national number, or null when it fits no format.
 * Eleven bare digits are read as a partita IVA, as Italian invoices print it.
 */
export function parseVatNumber(input: string): ParsedVatNumber | null {
  const vat = normalizeVatNumber(input);
  const parsed = /^\d{11}$/.test(vat)
    ? { country: 'IT', number: vat }
    : { country: vat.slice(0, 2) === 'GR' ? 'EL' : vat.slice(0, 2), number: vat.slice(2) };
  const pattern = VAT_PATTERNS[parsed.country];
  if (!pattern?.test(parsed.number)) return null;
  if (parsed.country === 'IT' && !isValidPartitaIva(parsed.number)) return null;
  return parsed;
}

export function isValidVatNumber(input: string): boolean {
  return parseVatNumber(input) !== null;
}
