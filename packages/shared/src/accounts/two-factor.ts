import { z } from 'zod';
import { OtpSchema } from './auth';
import { PASSWORD_MAX_LENGTH } from './password-policy';

// SPEC sections 2 and 4: two-factor is set up by scanning a QR code and typing a 6-digit code
// from the authenticator app; turning it off needs the account password.

export const RECOVERY_CODE_COUNT = 10;
/** 16 base32 characters (80 bits) in groups of four: 'abcd-efgh-jkmn-pqrs'. */
export const RecoveryCodeSchema = z.string().regex(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

/**
 * A recovery code as typed (any case, with or without spaces and dashes) in its compact form,
 * or null when it cannot be one. The login's code field takes either this or a 6-digit code.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{16}$/.test(compact) ? compact : null;
}

/**
 * The login's code field as typed: six digits from the app, or a recovery code in its compact
 * form; anything else is 'otpFormatError', as the login answers for it.
 */
export const SecondFactorCodeInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const code = OtpSchema.safeParse(value).success ? value : normalizeRecoveryCode(value);
      if (code !== null) return code;
      ctx.issues.push({ code: 'custom', message: 'otpFormatError', input: value });
      return z.NEVER;
    }),
});

export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorEnableInputSchema = z.strictObject({ code: OtpSchema });
export type TwoFactorEnableInput = z.infer<typeof TwoFactorEnableInputSchema>;

/** Shown once, when two-factor is turned on; each one replaces a code a single time. */
export const RecoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const TwoFactorDisableInputSchema = z.strictObject({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TwoFactorDisableInput = z.infer<typeof TwoFactorDisableInputSchema>;

export const INVALID_OTP = 'invalidOtp';
export const INVALID_OTP_MESSAGE = 'Invalid OTP code. Please try again.';
