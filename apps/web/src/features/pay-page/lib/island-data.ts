import { PAY_PAGE_LANGUAGES, type PayPageLanguage } from '@incasso/shared/pay-page';
import type { PublicPayment } from '@incasso/shared/payments';
import { parsePublicPayment } from '../api/parse-public-payment';
import { parsePayTexts, type PayTexts } from '../i18n/pay-texts';

/** The element the island hydrates, and the JSON block that carries its start state. */
export const PAY_ISLAND_ROOT_ID = 'pay-island';
export const PAY_ISLAND_DATA_ID = 'pay-island-data';

/** What the server rendered the island from: the island starts from exactly the same. */
export interface PayIslandData {
  payment: PublicPayment;
  language: PayPageLanguage;
  texts: PayTexts;
  /** QR codes the server already drew, SVG markup by QR content. */
  qrSvgs: Record<string, string>;
}

// Inside <script> the HTML parser only looks for `</script` and `<!--`: escaping every `<`
// makes both impossible. `>` and `&` too, and the two line separators JSON allows but older
// JavaScript parsers did not, so the text is safe wherever it is pasted.
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON for a `<script type="application/json">` element. */
export function serializeIslandData(data: PayIslandData): string {
  return JSON.stringify(data).replace(UNSAFE, escapeChar);
}

const isLanguage = (value: unknown): value is PayPageLanguage =>
  PAY_PAGE_LANGUAGES.some((language) => language === value);

function parseSvgs(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null) return null;
  const entries = Object.entries(value);
  return entries.every(([, svg]) => typeof svg === 'string')
    ? (Object.fromEntries(entries) as Record<string, string>)
    : null;
}

/** The island's data from the JSON block's text, or null when it is missing or broken. */
export function parseIslandData(text: string | null | undefined): PayIslandData | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const record = json as Record<string, unknown>;
  const payment = parsePublicPayment(record['payment']);
  const texts = parsePayTexts(record['texts']);
  const qrSvgs = parseSvgs(record['qrSvgs']);
  const language = record['language'];
  if (!payment || !texts || !qrSvgs || !isLanguage(language)) return null;
  return { payment, language, texts, qrSvgs };
}
