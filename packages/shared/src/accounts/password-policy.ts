import { z } from 'zod';
import { PASSWORD_MIN_SCORE, passwordStrengthScore } from './password-strength';

// DESIGN section 9: SPEC's strength score of at least 2, 8 to 128 characters, no common
// password. The web form and the server schema share these rules; only the server knows the
// list of common passwords (it is too big for the browser bundle), so it is passed in.

export const PASSWORD_MIN_LENGTH = 8;
/** Also the input's maxLength: Argon2 hashes any length, but a bound keeps hashing cheap. */
export const PASSWORD_MAX_LENGTH = 128;

/** The one key the server refuses a password with ('Password is too weak'), whatever rule failed. */
export const PASSWORD_TOO_WEAK = 'passwordTooWeak';
export const PASSWORD_TOO_WEAK_MESSAGE = 'Password is too weak';

export type PasswordPolicyFailure = 'tooShort' | 'tooLong' | 'tooWeak' | 'common';
export type IsCommonPassword = (password: string) => boolean;

/** The first rule the password breaks, or null when it is acceptable. */
export function checkPasswordPolicy(
  password: string,
  isCommon?: IsCommonPassword,
): PasswordPolicyFailure | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (passwordStrengthScore(password) < PASSWORD_MIN_SCORE) return 'tooWeak';
  if (isCommon?.(password)) return 'common';
  return null;
}

/** A password field schema; the server passes its common-password check. */
export function passwordSchema(isCommon?: IsCommonPassword) {
  return z
    .string()
    .refine((password) => checkPasswordPolicy(password, isCommon) === null, PASSWORD_TOO_WEAK);
}

/** The rules the browser can check by itself. */
export const PasswordSchema = passwordSchema();
