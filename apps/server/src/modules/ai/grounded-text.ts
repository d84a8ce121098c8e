/**
 * Grounded text: is every number a model wrote one of the figures it was given? (issue 13:
 * "the model writes, it never computes or invents"). Pure; the AI narratives check their
 * answer with it before anyone sees it.
 *
 * API
 * - `groundingOf(figures)`: what a text about `figures` (the JSON the model was shown) may
 *   mention. Every integer in it, read by its key: `…Cents` is money, `…Bps` a share in basis
 *   points, `…Minutes` a duration, anything else a count (an array's items take the array's
 *   key). Every string holding a digit (an email, an address) may be quoted verbatim.
 * - `groundingOfTexts(texts)`: what a text may mention when its sources are texts (a question,
 *   tool results as JSON): every number written in them, read either way.
 * - `ungroundedNumbers(text, grounding)`: the numbers of `text` that are none of those, in
 *   the order written; empty when the text is grounded.
 *
 * The forms a figure may be written in, in English or Italian:
 * - a count n as is, grouped or not: 1250, 1,250, 1.250;
 * - cents c as the amount c / 100, decimals optional only when zero: 1250.00, 1.250,00,
 *   1,250.5, 12,50, and 1,250 for 125000;
 * - basis points b as the percentage b / 100, exact or rounded to one decimal or to a whole
 *   number (rounding is presentation, not arithmetic): 2345 as 23.45, 23,5 or 23;
 * - minutes m as m, or as hours or days when whole: 1440 as 1440, 24 or 1.
 * Identifiers are not numbers: hexadecimal (0x…, shortened with an ellipsis too) and the
 * verbatim strings above are skipped, as are digits inside a word (ERC20). Units are not
 * checked ("20 payments" passes when 20 is a share), nor numbers spelled out in words.
 */

export interface Grounding {
  /** Every figure in every form it may take, as canonical decimals ("1250", "12.5"). */
  numbers: ReadonlySet<string>;
  /** Strings that may appear verbatim, longest first. */
  literals: readonly string[];
}

/** "0012.500" → "12.5": one spelling per value, so forms compare as strings. */
function canonical(integer: string, fraction = ''): string {
  const whole = integer.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : whole;
}

/** n / 10^digits exactly, without a float. */
function scaled(n: number, digits: number): string {
  const text = String(n).padStart(digits + 1, '0');
  return canonical(text.slice(0, -digits), text.slice(-digits));
}

function formsOf(key: string, value: number): string[] {
  const n = Math.abs(value);
  if (/Cents$/.test(key)) return [scaled(n, 2)];
  if (/Bps$/.test(key))
    return [scaled(n, 2), scaled(Math.round(n / 10), 1), String(Math.round(n / 100))];
  if (/Minutes$/.test(key)) {
    return [
      String(n),
      ...(n % 60 === 0 ? [String(n / 60)] : []),
      ...(n % 1440 === 0 ? [String(n / 1440)] : []),
    ];
  }
  return [String(n)];
}

export function groundingOf(figures: unknown): Grounding {
  const numbers = new Set<string>();
  const literals = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'number' && Number.isSafeInteger(value)) {
      for (const form of formsOf(key, value)) numbers.add(form);
    } else if (typeof value === 'string' && /\d/.test(value)) {
      literals.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, name);
    }
  };
  visit(figures, '');
  return { numbers, literals: [...literals].sort((a, b) => b.length - a.length) };
}

// Grouped thousands with "," or "." (or the no-break spaces Intl writes), or plain digits,
// each with optional decimals; never starting inside a word or another number.
const NUMBER =
  /(?<![\p{L}\p{N}_.,])(?:\d{1,3}(?:[.,\u00A0\u202F]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)/gu;
const HEX = /0x[0-9a-f]+(?:(?:…|\.\.\.)[0-9a-f]+)?/giu;
const GROUP = /[\u00A0\u202F]/g;

/** Every value the written number may stand for, read the English or the Italian way. */
function readings(written: string): string[] {
  const text = written.replace(GROUP, ',');
  const values: string[] = [];
  const english = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/.exec(text);
  if (english?.[1]) values.push(canonical(english[1].replaceAll(',', ''), english[2]));
  const italian = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/.exec(written.replace(GROUP, '.'));
  if (italian?.[1]) values.push(canonical(italian[1].replaceAll('.', ''), italian[2]));
  const plain = /^(\d+)(?:[.,](\d+))?$/.exec(written);
  if (plain?.[1]) values.push(canonical(plain[1], plain[2]));
  return values;
}

export function ungroundedNumbers(text: string, grounding: Grounding): string[] {
  let rest = text;
  for (const literal of grounding.literals) rest = rest.replaceAll(literal, ' ');
  rest = rest.replace(HEX, ' ');
  return [...rest.matchAll(NUMBER)]
    .map((match) => match[0])
    .filter((written) => !readings(written).some((value) => grounding.numbers.has(value)));
}

export function groundingOfTexts(texts: readonly string[]): Grounding {
  const numbers = new Set<string>();
  for (const text of texts) {
    for (const [written] of text.replace(HEX, ' ').matchAll(NUMBER)) {
      for (const value of readings(written)) numbers.add(value);
    }
  }
  return { numbers, literals: [] };
}
