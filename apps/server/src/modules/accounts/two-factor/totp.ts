import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads an otpauth URL without extra parameters: SHA-1,
// 6 digits, 30-second steps. One step either side is accepted for clocks that drift.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;
const ISSUER = 'Incasso';

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUrl(secret: string, accountEmail: string): string {
  return totp(secret, accountEmail).toString();
}

/** The code for `secret` at `now`: for tests, and nothing else. */
export function totpCode(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

/**
 * The time step (counter) whose code `code` is, within the window around `now`, or null. The
 * caller stores the step, so the same code cannot be used twice.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totp(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}
