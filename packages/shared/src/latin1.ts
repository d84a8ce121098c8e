// FatturaPA's text types hold Basic Latin and Latin-1 Supplement only (U+0000–U+00FF). Text a
// merchant types is written there transliterated, never with '?' in place of a character:
// typography to its ASCII form ('€' → 'EUR', '—' → '-'), accented letters outside Latin-1 to
// their base letter ('ő' → 'o'), Greek and Cyrillic romanised, emoji left out. Text in other
// scripts (CJK, Arabic…) cannot be written and is refused where it is typed.

const TYPOGRAPHY: Record<string, string> = {
  '€': 'EUR',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '‹': '<',
  '›': '>',
  '…': '...',
  '•': '-',
  '™': 'TM',
  '‰': ' per mille',
  '№': 'No.',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  ƒ: 'f',
};

// Romanisation of Greek and Russian letters (lower case; capitals follow their letter).
const GREEK =
  'α:a β:v γ:g δ:d ε:e ζ:z η:i θ:th ι:i κ:k λ:l μ:m ν:n ξ:x ο:o π:p ρ:r σ:s ς:s τ:t υ:y φ:f χ:ch ψ:ps ω:o';
const CYRILLIC =
  'а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya і:i ї:yi є:ye ґ:g';

const LETTERS = new Map<string, string>();
for (const pair of `${GREEK} ${CYRILLIC}`.split(' ')) {
  const [letter = '', latin = ''] = pair.split(':');
  LETTERS.set(letter, latin);
  const capital = letter.toUpperCase();
  if (capital !== letter) LETTERS.set(capital, latin.charAt(0).toUpperCase() + latin.slice(1));
}

const SPACE = /[\p{Zs}\u2028\u2029]/u;
// What a document does without: zero-width characters, bidi controls, lone marks, and emoji
// (pictographs, their skin tones and flags' letters), decoration with no Latin form.
const INVISIBLE = /[\p{Cf}\p{M}\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}]/u;

function transliterate(char: string): string | null {
  const code = char.codePointAt(0) ?? 0;
  // Control characters (line breaks included) have no place in a document's field.
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return ' ';
  if (code <= 0xff) return char;
  const known = TYPOGRAPHY[char] ?? LETTERS.get(char);
  if (known !== undefined) return known;
  if (SPACE.test(char)) return ' ';
  if (INVISIBLE.test(char)) return '';
  // 'ő' is 'o' with a mark, 'έ' is 'ε' with one, 'ﬁ' is 'fi', 'Ａ' is 'A': their compatibility
  // decomposition, whose letters are transliterated in turn.
  const decomposed = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (decomposed === char || decomposed === '') return null;
  return toLatin1(decomposed);
}

/**
 * The text in printable Latin-1, transliterated, control characters as spaces; null when some
 * character has no Latin form.
 */
export function toLatin1(text: string): string | null {
  let written = '';
  for (const char of text.normalize('NFC')) {
    const latin = transliterate(char);
    if (latin === null) return null;
    written += latin;
  }
  return written;
}

/** For a zod refine: the text can be written in a FatturaPA document. */
export const isLatin1Writable = (text: string): boolean => {
  const latin = toLatin1(text);
  return latin !== null && latin.trim() !== '';
};
