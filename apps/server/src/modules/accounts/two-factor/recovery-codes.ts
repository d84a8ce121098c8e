import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@incasso/shared/accounts/two-factor';

// RFC 4648 base32 in lower case: no digits 0, 1, 8 or 9 to mistake for o, l, b or g.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const GROUPS = 4;
const GROUP_LENGTH = 4;

function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** RECOVERY_CODE_COUNT codes of 80 random bits each, like 'k7qd-m2xa-p4tz-w3ne'. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** 80 random bits make a plain SHA-256 safe to store: nobody can search that space. */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}
