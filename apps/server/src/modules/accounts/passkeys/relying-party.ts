import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  PASSKEY_TRANSPORTS,
  type AuthenticationResponse,
  type PasskeyTransport,
  type RegistrationResponse,
} from '@incasso/shared/accounts/passkeys';
import type { PasskeyRow } from '#server/db/schema/passkeys.ts';
import type { RelyingPartyConfig } from '#server/relying-party-config.ts';
import { CHALLENGE_TTL_MS } from './webauthn-challenges.repository.ts';

// The WebAuthn ceremonies themselves, all through @simplewebauthn/server: this file only says
// what Incasso asks of an authenticator, and turns the library's exceptions into "not verified".

/**
 * The challenge a response claims to answer, read before verifying so the stored one can be
 * spent first; null when clientDataJSON is not readable JSON with a challenge.
 */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const { challenge } = decodeClientDataJSON(response.response.clientDataJSON);
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128
      ? challenge
      : null;
  } catch {
    return null;
  }
}

/** WebAuthn's user handle: the account's UUID as 16 bytes, nothing personal (WebAuthn 14.6.1). */
export function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

/** Whether a response's base64url user handle (padded or not) is this account's. */
export function isUserHandleOf(handle: string, userId: string): boolean {
  return Buffer.from(handle, 'base64url').equals(userHandle(userId));
}

const descriptor = (row: PasskeyRow) => ({ id: row.credentialId, transports: row.transports });

export function knownTransports(names: string[] = []): PasskeyTransport[] {
  return PASSKEY_TRANSPORTS.filter((transport) => names.includes(transport));
}

export function createRelyingParty(rp: RelyingPartyConfig) {
  return {
    /** A discoverable credential with user verification: a passkey that signs in alone. */
    registrationOptions(
      user: { id: string; email: string; displayName: string },
      existing: PasskeyRow[],
    ) {
      return generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpId,
        userID: userHandle(user.id),
        userName: user.email,
        userDisplayName: user.displayName || user.email,
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map(descriptor),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
    },

    /** Without `allowed`, any passkey of this site (a sign-in); with it, the account's own. */
    authenticationOptions(allowed?: PasskeyRow[]) {
      return generateAuthenticationOptions({
        rpID: rp.rpId,
        timeout: CHALLENGE_TTL_MS,
        allowCredentials: allowed?.map(descriptor),
        // After a password, presence is the factor; alone, the passkey must verify its user.
        userVerification: allowed ? 'preferred' : 'required',
      });
    },

    /** The new credential, or null when the response does not verify. */
    async verifyRegistration(response: RegistrationResponse, challenge: string) {
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.rpId,
          requireUserVerification: true,
        });
        return result.verified ? result.registrationInfo : null;
      } catch {
        return null;
      }
    },

    /** The authenticator's new counter and backup state, or null when it does not verify. */
    async verifyAuthentication(
      response: AuthenticationResponse,
      challenge: string,
      passkey: PasskeyRow,
      requireUserVerification: boolean,
    ) {
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.rpId,
          credential: {
            id: passkey.credentialId,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification,
        });
        if (!result.verified) return null;
        const info = result.authenticationInfo;
        return { counter: info.newCounter, backedUp: info.credentialBackedUp };
      } catch {
        return null;
      }
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
