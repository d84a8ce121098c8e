import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '#lib/api-client.ts';

// Sign-in with a passkey alone (decision note 089), on /login: no zod here (the login page's
// script stays small), and the WebAuthn helper is loaded only when the person asks for it.

/**
 * Asks the server for a challenge, lets the browser find a passkey for this site (a
 * discoverable credential: no email typed) and sends its signed answer. Resolves to the
 * server's profile; rejects with an ApiError, or the browser's error when the person cancels.
 */
export async function signInWithPasskey(): Promise<unknown> {
  // The server's own schema answered it (PasskeyRequestOptionsSchema); zod stays off /login.
  const optionsJSON = (await api.post(
    '/api/auth/passkey/options',
  )) as PublicKeyCredentialRequestOptionsJSON;
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON });
  // A refused passkey is a failed sign-in, not an expired session.
  return api.post('/api/auth/passkey', { response }, { handleUnauthorized: false });
}

/** The person closed the browser's prompt or it timed out: nothing to report. */
export function isCancelled(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
  );
}
