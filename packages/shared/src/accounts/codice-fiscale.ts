// Italian codice fiscale of a person (DM 23/12/1976): 3 letters of the surname, 3 of the name,
// 2 digits of the birth year, a month letter, 2 digits of the day (plus 40 for women), the
// Belfiore code of the birthplace (a letter and 3 digits) and a check letter.
// Omocodia: when two people would share a code, the Agenzia delle Entrate replaces its digits by
// letters (0-9 → L M N P Q R S T U V), starting from the rightmost digit. Any mix of replaced
// digits is accepted: refusing an unusual one would refuse a real person, and the check letter
// still catches typos.

const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** Indexes of the seven digits that omocodia may replace. */
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
const SHAPE = /^[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]$/;

// Value of each character in an odd (1st, 3rd, ...) position; a digit counts as the letter
// of the same rank (0 as A, 1 as B, ...).
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function rank(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** The check letter of the first 15 characters. */
export function codiceFiscaleCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const value = rank(first15.charAt(i));
    sum += i % 2 === 0 ? (ODD_VALUES[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Replaces omocodia letters by the digits they stand for. */
export function decodeOmocodia(code: string): string {
  const chars = [...code];
  for (const position of DIGIT_POSITIONS) {
    const index = OMOCODIA_LETTERS.indexOf(chars[position] ?? '');
    if (index >= 0) chars[position] = String(index);
  }
  return chars.join('');
}

function hasValidDay(code: string): boolean {
  const day = Number(decodeOmocodia(code).slice(9, 11));
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

export function normalizeCodiceFiscale(input: string): string {
  return input.replace(/\s/g, '').toUpperCase();
}

export function isValidCodiceFiscale(input: string): boolean {
  const code = normalizeCodiceFiscale(input);
  return (
    SHAPE.test(code) &&
    hasValidDay(code) &&
    codiceFiscaleCheckChar(code.slice(0, 15)) === code.charAt(15)
  );
}
