import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password-policy';

// Passkeys (issue 23, decision note 089): WebAuthn credentials registered on the Security page,
// used to sign in alone (discoverable credentials) or as the second factor after a password.
// The JSON shapes are WebAuthn Level 3's `toJSON()` forms, as @simplewebauthn/browser sends them.

export const PASSKEY_NAME_MAX = 64;
/** Enough for every device a person owns; bounds what one account stores and lists. */
export const PASSKEYS_PER_ACCOUNT_MAX = 20;

export const PASSKEY_TRANSPORTS = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
] as const;
export const PasskeyTransportSchema = z.enum(PASSKEY_TRANSPORTS);
export type PasskeyTransport = z.infer<typeof PasskeyTransportSchema>;

/** Base64url as WebAuthn's JSON forms write bytes; `max` in characters bounds junk. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'notBase64url');

// Credential IDs are at most 1023 bytes (WebAuthn 5.8.3), 1364 characters in base64url.
const CredentialIdSchema = base64url(1364);
/** Large enough for post-quantum keys and signatures (ML-DSA), far below the body limit. */
const BLOB_MAX = 32_768;

const CommonCredentialFields = {
  id: CredentialIdSchema,
  rawId: CredentialIdSchema,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Extension outputs are read by nobody here; they only pass through to the verifier.
  clientExtensionResults: z.looseObject({}),
};

/** What navigator.credentials.get() answered, as JSON: an assertion. */
export const AuthenticationResponseSchema = z.strictObject({
  ...CommonCredentialFields,
  response: z.strictObject({
    clientDataJSON: base64url(BLOB_MAX),
    authenticatorData: base64url(BLOB_MAX),
    signature: base64url(BLOB_MAX),
    // The user handle is at most 64 bytes (WebAuthn 5.4.3).
    userHandle: base64url(88).optional(),
  }),
});
export type AuthenticationResponse = z.infer<typeof AuthenticationResponseSchema>;

/** What navigator.credentials.create() answered, as JSON: a new credential and its attestation. */
export const RegistrationResponseSchema = z.strictObject({
  ...CommonCredentialFields,
  response: z.strictObject({
    clientDataJSON: base64url(BLOB_MAX),
    attestationObject: base64url(BLOB_MAX),
    authenticatorData: base64url(BLOB_MAX).optional(),
    // Browsers add transports as they learn them: unknown names are dropped, not refused.
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(BLOB_MAX).optional(),
  }),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

// Option shapes follow the WebAuthn JSON types, which leave most enumerations open strings.
const CredentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});
const UserVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);

/** The options for navigator.credentials.get(), from the server's challenge. */
export const PasskeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(CredentialDescriptorSchema).optional(),
  userVerification: UserVerificationSchema.optional(),
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptionsSchema>;

/** The options for navigator.credentials.create(): who registers, with what, what to avoid. */
export const PasskeyCreationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(CredentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: UserVerificationSchema.optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  hints: z.array(z.enum(['security-key', 'client-device', 'hybrid'])).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptionsSchema>;

export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(PASSKEY_NAME_MAX, 'tooLong');

export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** Null until the passkey first signs in. */
  lastUsedAt: z.iso.datetime().nullable(),
  /** A synced passkey (a password manager's, backed up): it survives losing the device. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.array(PasskeySchema);

/** The browser's answer; without a name the server names it after the device it came from. */
export const RegisterPasskeyInputSchema = z.strictObject({
  response: RegistrationResponseSchema,
  name: PasskeyNameSchema.optional(),
});
export type RegisterPasskeyInput = z.infer<typeof RegisterPasskeyInputSchema>;

export const RenamePasskeyInputSchema = z.strictObject({ name: PasskeyNameSchema });
export type RenamePasskeyInput = z.infer<typeof RenamePasskeyInputSchema>;

/** The password is asked only to remove the last passkey of a passwordless account. */
export const RemovePasskeyInputSchema = z.strictObject({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
});
export type RemovePasskeyInput = z.infer<typeof RemovePasskeyInputSchema>;

export const PasskeyIdParamsSchema = z.strictObject({ id: z.uuid() });

export const PasskeySignInInputSchema = z.strictObject({ response: AuthenticationResponseSchema });
export type PasskeySignInInput = z.infer<typeof PasskeySignInInputSchema>;

/** Stable keys of the passkey answers, for the web app's messages. */
export const PASSKEY_ERRORS = {
  challengeExpired: 'passkeyChallengeExpired',
  invalid: 'passkeyInvalid',
  unknown: 'passkeyUnknown',
  alreadyRegistered: 'passkeyAlreadyRegistered',
  limitReached: 'passkeyLimitReached',
  notFound: 'passkeyNotFound',
  passwordRequired: 'passwordRequired',
} as const;
