import { hash, verify, type Options } from '@node-rs/argon2';
import {
  checkPasswordPolicy,
  PASSWORD_TOO_WEAK,
  PASSWORD_TOO_WEAK_MESSAGE,
  type PasswordPolicyFailure,
} from '@incasso/shared/accounts/password-policy';
import { AppError } from '#server/lib/app-error.ts';
import { isCommonPassword } from './common-passwords.ts';

// Argon2id with OWASP's first recommended configuration (Password Storage Cheat Sheet): 19 MiB
// of memory, 2 passes, 1 lane. Measured on the 2-core development machine: ~10 ms per hash or
// verify, so a login costs the server little while a guesser pays 19 MiB per try.
// `@node-rs/argon2` declares Algorithm as a const enum, which isolated modules cannot read:
// 2 is Argon2id.
export const ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** Every hash made with the current parameters starts with this; older ones are upgraded. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Makes the dummy hash ahead of the first login, which would otherwise take one hash longer. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${crypto.randomUUID()}`);
  return dummyHash;
}

/**
 * Verifies against a hash of nothing anyone knows, so that a login for an unknown email takes
 * as long as one with a wrong password and the timing does not tell which emails exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/** True when the hash was made with other parameters and should be redone at the next login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PREFIX);
}

/** The first password rule broken (length, strength, common), or null. */
export function passwordPolicyFailure(password: string): PasswordPolicyFailure | null {
  return checkPasswordPolicy(password, isCommonPassword);
}

/** The rule for every new password (register, reset, change): 400 passwordTooWeak otherwise. */
export function assertPasswordAcceptable(password: string): void {
  if (passwordPolicyFailure(password) !== null) {
    throw new AppError(400, PASSWORD_TOO_WEAK, PASSWORD_TOO_WEAK_MESSAGE);
  }
}
