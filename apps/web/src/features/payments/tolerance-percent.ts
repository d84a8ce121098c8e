import { PAYMENT_TOLERANCE_BPS_MAX } from '@incasso/shared/payments';

// The tolerance is typed as a percentage and stored in basis points (1 % = 100 bps). The text
// is converted digit by digit, never through a float: '1.15' is 115 bps, not 114.99999.

export type TolerancePercentError = 'invalidNumber' | 'tooManyDecimals' | 'tooSmall' | 'tooLarge';

export type TolerancePercentResult =
  { ok: true; bps: number } | { ok: false; error: TolerancePercentError };

/** Room for '10', '0,25' and what a person may type around them; the parser says the rest. */
export const TOLERANCE_TEXT_MAX = 16;

const PERCENT = /^(-?)(\d+)(?:[.,](\d+))?$/;

/** '1.5' or '1,5' (Italian) into 150 bps; 0 to 10 %, at most 2 decimals. */
export function percentToBps(text: string): TolerancePercentResult {
  const match = PERCENT.exec(text.trim());
  if (!match) return { ok: false, error: 'invalidNumber' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, error: 'tooManyDecimals' };
  // More whole digits than 10 % can have: too large, whatever they are (and no precision lost).
  if (whole.replace(/^0+/, '').length > 2) return { ok: false, error: 'tooLarge' };
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (sign === '-' && bps > 0) return { ok: false, error: 'tooSmall' };
  if (bps > PAYMENT_TOLERANCE_BPS_MAX) return { ok: false, error: 'tooLarge' };
  return { ok: true, bps };
}

/** 150 bps into '1.5' (or '1,5' with a comma separator), with no trailing zeros. */
export function bpsToPercent(bps: number, decimalSeparator = '.'): string {
  const whole = Math.floor(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}${decimalSeparator}${fraction}`;
}

/** The decimal separator of a language ('it' → ',', 'en' → '.'). */
export function decimalSeparatorOf(locale: string): string {
  const part = new Intl.NumberFormat(locale).formatToParts(0.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}
