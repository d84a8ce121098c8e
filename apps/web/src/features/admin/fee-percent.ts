import { FEE_BPS_MAX } from '@incasso/shared/plans';

/** '100.00', the longest percentage a fee can be typed as. */
export const FEE_PERCENT_TEXT_MAX = 6;

const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/**
 * A fee typed as a percentage ("0.5", "0,75", "1") in basis points, without a float on the
 * way: empty is null (SPEC section 5: the plan's fee applies), anything else not a percentage
 * of 0 to 100 with at most two decimals is 'invalid'.
 */
export function parseFeePercent(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = PERCENT.exec(trimmed);
  if (!match) return 'invalid';
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= FEE_BPS_MAX ? bps : 'invalid';
}

/** Basis points as the input shows them: 50 → "0.5". */
export function feePercentText(bps: number | null): string {
  if (bps === null) return '';
  const whole = Math.floor(bps / 100);
  const cents = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : String(whole);
}
