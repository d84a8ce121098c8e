import { z } from 'zod';
import { EmailSchema, UserProfileSchema } from './auth';
import { PASSWORD_MAX_LENGTH } from './password-policy';

// Email confirmation, password recovery and the signed-in password change (DESIGN section 7).
// New passwords are checked against the password policy by the server (one 'passwordTooWeak'
// answer, as at registration), so the schemas here only bound them.

/** Links carry a base64url token of 256 bits (43 characters); anything far longer is junk. */
export const TOKEN_MAX = 128;
const TokenSchema = z.string().min(1).max(TOKEN_MAX);
const NewPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH, 'passwordTooWeak');
const CurrentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const VerifyEmailInputSchema = z.strictObject({ token: TokenSchema });
export type VerifyEmailInput = z.infer<typeof VerifyEmailInputSchema>;
/** The link activated a new account and signed it in (`user`), or confirmed an address. */
export const VerifyEmailResultSchema = z.object({ user: UserProfileSchema.nullable() });
export type VerifyEmailResult = z.infer<typeof VerifyEmailResultSchema>;

export const ForgotPasswordInputSchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** SPEC section 8: the same answer whether or not the email belongs to an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If the email is registered, you will shortly receive a recovery link.';
export const RESET_PASSWORD_MESSAGE = 'Password reset successfully! You can now log in.';
export const MessageResultSchema = z.object({ message: z.string() });

export const ResetPasswordInputSchema = z.strictObject({
  token: TokenSchema,
  password: NewPasswordSchema,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const PASSWORDS_DO_NOT_MATCH = 'passwordsDoNotMatch';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match.';

export const ChangePasswordInputSchema = z.strictObject({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const INCORRECT_PASSWORD = 'incorrectPassword';
export const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password';

export const INVALID_TOKEN = 'invalidToken';
export const INVALID_TOKEN_MESSAGE = 'This link is invalid or has expired.';
