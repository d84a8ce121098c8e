import { z } from 'zod';
import { LocaleSchema } from '../locale';
import { FeeBpsSchema, PlanFeatureSchema, PlanIdSchema } from '../plans';
import { AuthenticationResponseSchema, PasskeyRequestOptionsSchema } from './passkeys';

// SPEC section 3, risk analysis: what the login risk engine decided, shown by the risk dialog
// (BLOCK: the blocked message; CHALLENGE with tfaAvailable: the one-time code input).

export const RISK_SCORE_MAX = 100;
export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const RISK_ACTIONS = ['ALLOW', 'CHALLENGE', 'BLOCK'] as const;

export const RiskLevelSchema = z.enum(RISK_LEVELS);
export const RiskActionSchema = z.enum(RISK_ACTIONS);

export const RiskAnalysisSchema = z.object({
  riskScore: z.number().int().min(0).max(RISK_SCORE_MAX),
  riskLevel: RiskLevelSchema,
  recommendedAction: RiskActionSchema,
  /** English, for people: what raised the score. */
  reason: z.string(),
  /**
   * The account has two-factor (TOTP) enabled, so a challenge can be answered with a code; an
   * account with a passkey answers with it instead (the refusal's `passkeyOptions`).
   */
  tfaAvailable: z.boolean(),
});

export type RiskLevel = z.infer<typeof RiskLevelSchema>;
export type RiskAction = z.infer<typeof RiskActionSchema>;
export type RiskAnalysis = z.infer<typeof RiskAnalysisSchema>;

// SPEC sections 3, 5 and 7: accounts, sessions and the login result. One limit feeds the
// input's maxLength, the rule here and the column size.

/** RFC 5321's longest usable address (a 256-octet path less its angle brackets). */
export const EMAIL_MAX = 254;
export const DISPLAY_NAME_MAX = 100;
export const OTP_LENGTH = 6;

export const ACCOUNT_TYPES = ['private', 'business'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

/**
 * `pending`: registered, the email address not confirmed yet. Such an account cannot sign in;
 * following the emailed link makes it `active` (and signs it in).
 */
export const USER_STATUSES = ['pending', 'active', 'suspended'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** Emails are compared and stored trimmed and in lower case. */
export const EmailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email());

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SPEC section 5: exactly six digits, else 'otpFormatError'. */
export const OtpSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'otpFormatError');
export const OTP_FORMAT_ERROR_MESSAGE = 'OTP code must be 6 digits';

// The password's strength rules (password-policy.ts) are checked by the form and by the server
// as one 'passwordTooWeak' answer, so the schemas here only require a string.
export const RegisterInputSchema = z.strictObject({
  email: EmailSchema,
  password: z.string(),
  accountType: AccountTypeSchema,
  /** The language of the account's emails; the server reads Accept-Language when absent. */
  locale: LocaleSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/**
 * The one answer to a registration, whether the address is new or already has an account: the
 * outcome is told to the address's owner by email, never to whoever asked (issue 7).
 */
export const REGISTRATION_MESSAGE =
  'Check your inbox: we sent a link to confirm your email address and activate your account.';
export const RegisterResultSchema = z.object({ message: z.string() });

export const LoginInputSchema = z
  .strictObject({
    email: EmailSchema,
    password: z.string().min(1),
    /** Checked against OtpSchema by the server so a malformed code gets 'otpFormatError'. */
    otp: z.string().max(64).optional(),
    /** A passkey's answer to `passkeyOptions` of the refusal: the second factor instead of a code. */
    passkey: AuthenticationResponseSchema.optional(),
  })
  .refine((input) => input.otp === undefined || input.passkey === undefined, {
    message: 'oneSecondFactor',
    path: ['passkey'],
  });
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const UserProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  accountType: AccountTypeSchema,
  isAdmin: z.boolean(),
  status: UserStatusSchema,
  plan: PlanIdSchema,
  planName: z.string(),
  features: z.array(PlanFeatureSchema),
  /** The fee charged on this user's payments: customFeeBps when set, else the plan's fee. */
  feeBps: FeeBpsSchema,
  /** SPEC section 5: null means the plan's fee applies. */
  customFeeBps: FeeBpsSchema.nullable(),
  walletCount: z.number().int().min(0),
  emailVerified: z.boolean(),
  tfaEnabled: z.boolean(),
  /** IANA zone the dashboard counts days in; null until the browser or the user sets one. */
  timeZone: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const LoginSuccessSchema = z.object({ user: UserProfileSchema });

/** SPEC section 3, login result: the error body of a refused login. */
export const LoginFailureSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** The risk engine challenged or blocked the attempt: the web app opens the risk dialog. */
  challenge: z.boolean().optional(),
  analysis: RiskAnalysisSchema.optional(),
  /** The account has two-factor enabled and the code is missing or wrong. */
  tfaRequired: z.boolean().optional(),
  /** The account has passkeys: one may answer instead of the code (navigator.credentials.get). */
  passkeyOptions: PasskeyRequestOptionsSchema.optional(),
});

export const LoginResultSchema = z.union([LoginSuccessSchema, LoginFailureSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** How a login attempt ended, as the security page lists it. */
export const LOGIN_OUTCOMES = [
  'success',
  'invalidCredentials',
  'invalidOtp',
  'invalidPasskey',
  'tfaRequired',
  'challenged',
  'blocked',
  'suspended',
] as const;
export const LoginOutcomeSchema = z.enum(LOGIN_OUTCOMES);
export type LoginOutcome = z.infer<typeof LoginOutcomeSchema>;

/** How a sign-in proved who it was: the password (with any second factor), or a passkey alone. */
export const SIGN_IN_METHODS = ['password', 'passkey'] as const;
export const SignInMethodSchema = z.enum(SIGN_IN_METHODS);
export type SignInMethod = z.infer<typeof SignInMethodSchema>;

export const LOGIN_HISTORY_LIMIT = 50;

/** The risk engine's signals (decision note 010), one share of the score each. */
export const LOGIN_RISK_SIGNALS = [
  'accountFailuresShort',
  'accountFailuresLong',
  'ipFailuresShort',
  'ipFailuresLong',
  'ipFailedAccountsShort',
  'newDevice',
  'newNetwork',
  'dormancy',
] as const;
export const LoginRiskSignalSchema = z.enum(LOGIN_RISK_SIGNALS);
export type LoginRiskSignal = z.infer<typeof LoginRiskSignalSchema>;

/**
 * One reason the engine gave for an attempt's score, as data so the security analysis can say
 * it in the reader's language: failed sign-ins counted (or accounts, or idle days for
 * dormancy) and the window they were counted in; both null for a new device or network.
 */
export const LoginRiskFactorSchema = z.object({
  signal: LoginRiskSignalSchema,
  count: z.number().int().min(0).nullable(),
  windowMinutes: z.number().int().min(1).nullable(),
});
export type LoginRiskFactor = z.infer<typeof LoginRiskFactorSchema>;

export const LoginHistoryEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  ip: z.string(),
  /** A short description of the browser and system, e.g. 'Firefox on Linux'. */
  device: z.string(),
  result: LoginOutcomeSchema,
  method: SignInMethodSchema,
  riskLevel: RiskLevelSchema,
  riskScore: z.number().int().min(0).max(RISK_SCORE_MAX),
  /** Weightiest first; empty for an unremarkable attempt (and for attempts before issue 13). */
  factors: z.array(LoginRiskFactorSchema),
});
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntrySchema>;
export const LoginHistorySchema = z.array(LoginHistoryEntrySchema);
export type LoginHistory = z.infer<typeof LoginHistorySchema>;
