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

export const noSecondFactor: SecondFactor = {
  hasSecondFactor: async () => false,
  verifySecondFactor: async () => false,
};
