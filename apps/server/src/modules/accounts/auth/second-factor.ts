import type {
  AuthenticationResponse,
  PasskeyRequestOptions,
} from '@incasso/shared/accounts/passkeys';

/**
 * The second factor as the login flow and the profile see it. The two-factor module provides
 * the real implementation (TOTP) and passes it to buildApp; until then no account has one.
 */
export interface SecondFactor {
  /** True when the account has two-factor authentication enabled. */
  hasSecondFactor(userId: string): Promise<boolean>;
  /** True when `otp` (6 digits or a recovery code's shape) is a valid code for the account now. */
  verifySecondFactor(userId: string, otp: string): Promise<boolean>;
}

/** A passkey as the second factor after a password (passkeys module). */
export interface PasskeyFactor {
  /** True when the account has a passkey. */
  has(userId: string): Promise<boolean>;
  /** Options naming the account's passkeys (a new challenge), or undefined when it has none. */
  options(userId: string): Promise<PasskeyRequestOptions | undefined>;
  /** True when the assertion is one of the account's passkeys answering a challenge it was given. */
  verify(userId: string, response: AuthenticationResponse): Promise<boolean>;
}

export const noSecondFactor: SecondFactor = {
  hasSecondFactor: async () => false,
  verifySecondFactor: async () => false,
};
