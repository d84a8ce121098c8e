import type { Locale } from '../locale';

// What people type into an amount or quantity field, read in their language (issue 20): in
// Italian `1.200,50` is 1200.50, in English `1,200.50` is. The language's decimal mark is always
// the decimal mark; the other mark groups thousands only where it does so correctly
// (`1.200`, `12.345.678`), and otherwise, alone, is read as a decimal mark from the other
// language's habit (`25.50` typed in Italian, `25,50` in English).

const MARKS: Record<Locale, { decimal: string; group: string }> = {
  it: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

const escape = (mark: string) => `\\${mark}`;

/**
 * The plain decimal ('1200.50') of what was typed, or null when it is no number. Spaces (also
 * the no-break ones Intl writes) are ignored; signs and exponents are not numbers here.
 */
export function readTypedDecimal(input: string, locale: Locale): string | null {
  const { decimal, group } = MARKS[locale];
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  const grouped = new RegExp(`^[1-9]\\d{0,2}(?:${escape(group)}\\d{3})+$`);
  const digits = /^\d*$/;
  const parts = text.split(decimal);
  if (parts.length > 2) return null;
  const [whole = '', fraction] = parts;
  if (fraction !== undefined) {
    if (!digits.test(fraction)) return null;
    const integer = grouped.test(whole) ? whole.replaceAll(group, '') : whole;
    if (!digits.test(integer) || integer.length + fraction.length === 0) return null;
    return `${integer || '0'}${fraction ? `.${fraction}` : ''}`;
  }
  if (grouped.test(whole)) return whole.replaceAll(group, '');
  const other = whole.split(group);
  if (other.length === 1) return digits.test(whole) && whole !== '' ? whole : null;
  if (other.length > 2) return null;
  const [integer = '', rest = ''] = other;
  if (!digits.test(integer) || !digits.test(rest) || integer.length + rest.length === 0) {
    return null;
  }
  return `${integer || '0'}${rest ? `.${rest}` : ''}`;
}
