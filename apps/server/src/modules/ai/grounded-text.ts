/**
 * Checks that a model's text only states numbers it was given (issue 13: the model writes, it
 * never computes or invents). Facts are any JSON value; every number in them, in strings or as
 * numbers, is allowed, also rounded to a whole (a text may say "about €1,251" for 1250.50):
 *
 * - `numbersWritten(text)`: the numbers a text states, canonical ('1.250,50' and '1,250.50'
 *   are both '1250.5'; '12,00' is '12').
 * - `allowedNumbers(facts)`: the canonical numbers a text grounded in `facts` may state.
 * - `ungroundedNumbers(text, facts)`: the text's numbers that are not allowed; empty when the
 *   text is grounded.
 */

// A number as people write it: digits with thousands and decimal separators in either style.
const NUMBER = /\d(?:[\d.,\u00a0\u202f']*\d)?/g;

function canonical(units: string, fraction: string): string {
  const whole = units.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : whole;
}

/** One written number, read as the separators most likely mean. */
function readNumber(token: string): string {
  const text = token.replace(/[\u00a0\u202f']/g, '');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = Math.max(lastDot, lastComma);
    return canonical(text.slice(0, decimal).replace(/[.,]/g, ''), text.slice(decimal + 1));
  }
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!separator) return canonical(text, '');
  const parts = text.split(separator);
  const last = parts.at(-1) ?? '';
  // One separator before one or two digits is a decimal point; anything else groups thousands.
  if (parts.length === 2 && last.length <= 2) return canonical(parts[0] ?? '', last);
  return canonical(parts.join(''), '');
}

export function numbersWritten(text: string): string[] {
  return [...text.matchAll(NUMBER)].map(([token]) => readNumber(token));
}

function roundedWhole(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  if (!fraction || Number(fraction[0]) < 5) return whole;
  return (BigInt(whole) + 1n).toString();
}

function collect(facts: unknown, into: Set<string>): void {
  if (typeof facts === 'number' && Number.isFinite(facts)) {
    for (const value of numbersWritten(String(Math.abs(facts)))) into.add(value);
  } else if (typeof facts === 'string') {
    for (const value of numbersWritten(facts)) into.add(value);
  } else if (Array.isArray(facts)) {
    for (const item of facts) collect(item, into);
  } else if (facts && typeof facts === 'object') {
    for (const value of Object.values(facts)) collect(value, into);
  }
}

export function allowedNumbers(facts: unknown): Set<string> {
  const found = new Set<string>();
  collect(facts, found);
  return new Set([...found].flatMap((value) => [value, roundedWhole(value)]));
}

export function ungroundedNumbers(text: string, facts: unknown): string[] {
  const allowed = allowedNumbers(facts);
  return [...new Set(numbersWritten(text).filter((value) => !allowed.has(value)))];
}
