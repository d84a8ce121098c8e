import { FIAT_AMOUNT_MAX_CENTS } from '@incasso/shared/money';

// The keypad types cents from the right, as card terminals do: 1, 2, 5 → 0.01, 0.12, 1.25.

export type KeypadKey = `${number}` | '00' | 'back' | 'clear';

/** The digits typed so far, without leading zeros. */
export function pressKey(digits: string, key: KeypadKey): string {
  if (key === 'clear') return '';
  if (key === 'back') return digits.slice(0, -1);
  const next = `${digits}${key}`.replace(/^0+/, '');
  return Number(next || '0') > FIAT_AMOUNT_MAX_CENTS ? digits : next;
}

export const keypadCents = (digits: string) => Number(digits || '0');

/** The key a keyboard event stands for, so the keypad works without a pointer. */
export function keyFromKeyboard(key: string): KeypadKey | null {
  if (/^[0-9]$/.test(key)) return key as KeypadKey;
  if (key === 'Backspace') return 'back';
  if (key === 'Escape' || key === 'Delete') return 'clear';
  return null;
}
