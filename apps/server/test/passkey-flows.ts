import { expect } from 'vitest';
import type {
  Passkey,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '@incasso/shared/accounts/passkeys';
import type { App } from '#server/app.ts';
import { send } from './account-flows.ts';
import type { SoftwareAuthenticator } from './software-authenticator.ts';

export const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Registration options for the signed-in user, as the Security page asks for them. */
export async function registrationOptions(app: App, cookie: string) {
  const response = await send(app, 'POST', '/api/user/passkeys/options', {}, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<PasskeyCreationOptions>();
}

/** The whole registration ceremony through the API; the new passkey. */
export async function registerPasskey(
  app: App,
  cookie: string,
  authenticator: SoftwareAuthenticator,
  name?: string,
): Promise<Passkey> {
  const options = await registrationOptions(app, cookie);
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/passkeys',
    payload: { response: authenticator.register(options), name },
    headers: { cookie, 'sec-fetch-site': 'same-origin', 'user-agent': CHROME_ON_LINUX },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Passkey>();
}

/** A sign-in challenge, from `ip` (the risk engine counts by address). */
export async function signInOptions(app: App, ip = '127.0.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/passkey/options',
    payload: {},
    remoteAddress: ip,
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<PasskeyRequestOptions>();
}

/** Answers a sign-in challenge; `ip` as above. */
export function passkeySignIn(app: App, response: object, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/passkey',
    payload: { response },
    remoteAddress: ip,
    headers: { 'sec-fetch-site': 'same-origin', 'user-agent': CHROME_ON_LINUX },
  });
}
