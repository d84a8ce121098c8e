import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEYS_PER_ACCOUNT_MAX, type Passkey } from '@incasso/shared/accounts/passkeys';
import { notificationKeys, send } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';
import {
  passkeySignIn,
  registerPasskey,
  registrationOptions,
  signInOptions,
} from '#test/passkey-flows.ts';
import { SoftwareAuthenticator } from '#test/software-authenticator.ts';
import { passkeys, webauthnChallenges } from '#server/db/schema/passkeys.ts';

describe('passkeys on the Security page', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const signedIn = async () => {
    const user = await buildUser(ctx.db);
    return { user, cookie: await signIn(ctx.app, user) };
  };
  const list = async (cookie: string) =>
    (await ctx.app.inject({ url: '/api/user/passkeys', headers: { cookie } })).json<Passkey[]>();
  const submit = (cookie: string, response: object, name?: string) =>
    send(ctx.app, 'POST', '/api/user/passkeys', { response, name }, cookie);
  const remove = (cookie: string, id: string, payload: object = {}) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/passkeys/${id}`,
      payload,
      headers: sessionHeaders(cookie),
    });

  it.each([
    ['GET', '/api/user/passkeys'],
    ['POST', '/api/user/passkeys/options'],
    ['POST', '/api/user/passkeys'],
    ['PATCH', '/api/user/passkeys/0195f1c4-7a3e-7000-8000-000000000001'],
    ['DELETE', '/api/user/passkeys/0195f1c4-7a3e-7000-8000-000000000001'],
  ] as const)('answers 401 to %s %s without a session', async (method, url) => {
    const response = await ctx.app.inject({
      method,
      url,
      payload: method === 'GET' ? undefined : {},
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('registers a discoverable, user-verifying passkey named after the device, and says so', async () => {
    const { user, cookie } = await signedIn();
    const options = await registrationOptions(ctx.app, cookie);
    expect(options.rp).toEqual({ name: 'Incasso', id: 'localhost' });
    expect(options.user.name).toBe(user.email);
    expect(Buffer.from(options.user.id, 'base64url').toString('hex')).toBe(
      user.id.replaceAll('-', ''),
    );
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.attestation).toBe('none');

    const key = new SoftwareAuthenticator();
    const created = await registerPasskey(ctx.app, cookie, key);
    expect(created).toMatchObject({ name: 'Chrome on Linux', lastUsedAt: null, synced: false });
    expect(await list(cookie)).toEqual([created]);
    expect(await notificationKeys(ctx.db, user.id)).toEqual(['security.passkeyAdded']);
    const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row).toMatchObject({ credentialId: key.id, counter: 0, transports: ['internal'] });

    // The next registration tells the browser which authenticator already holds one.
    const next = await registrationOptions(ctx.app, cookie);
    expect(next.excludeCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['internal'] },
    ]);
    const again = await submit(cookie, key.register(next));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('passkeyAlreadyRegistered');
  });

  it('spends each challenge once, and only for its own purpose, account and time', async () => {
    const { user, cookie } = await signedIn();
    const other = await signedIn();
    const options = await registrationOptions(ctx.app, cookie);
    const response = new SoftwareAuthenticator().register(options);
    expect((await submit(other.cookie, response)).json().error).toBe('passkeyChallengeExpired');
    expect((await submit(cookie, response, 'Laptop')).statusCode).toBe(201);
    const replay = await submit(cookie, response);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('passkeyChallengeExpired');

    const signInChallenge = await signInOptions(ctx.app);
    const misused = new SoftwareAuthenticator().register({
      ...(await registrationOptions(ctx.app, cookie)),
      challenge: signInChallenge.challenge,
    });
    expect((await submit(cookie, misused)).json().error).toBe('passkeyChallengeExpired');

    const late = await registrationOptions(ctx.app, cookie);
    await ctx.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(webauthnChallenges.challenge, late.challenge));
    const expired = await submit(cookie, new SoftwareAuthenticator().register(late));
    expect(expired.json().error).toBe('passkeyChallengeExpired');
    expect((await list(cookie)).map((p) => p.name)).toEqual(['Laptop']);
    expect(await list(other.cookie)).toEqual([]);
    expect(user.id).not.toBe(other.user.id);
  });

  it('refuses a registration from another site, or without user verification', async () => {
    const { cookie } = await signedIn();
    const phished = new SoftwareAuthenticator().register(
      await registrationOptions(ctx.app, cookie),
      { origin: 'https://incasso.example.evil' },
    );
    const fromElsewhere = await submit(cookie, phished);
    expect(fromElsewhere.statusCode).toBe(400);
    expect(fromElsewhere.json().error).toBe('passkeyInvalid');
    const presenceOnly = new SoftwareAuthenticator({ verifiesUser: false });
    const unverified = await submit(
      cookie,
      presenceOnly.register(await registrationOptions(ctx.app, cookie)),
    );
    expect(unverified.json().error).toBe('passkeyInvalid');
    expect(await list(cookie)).toEqual([]);
  });

  type Response = ReturnType<SoftwareAuthenticator['register']>;
  it.each([
    ['no response', () => ({}), 'response'],
    ['an id that is not base64url', (r: Response) => ({ response: { ...r, id: 'a b' } }), 'id'],
    ['another type', (r: Response) => ({ response: { ...r, type: 'password' } }), 'type'],
    ['a name too long', (r: Response) => ({ response: r, name: 'x'.repeat(65) }), 'name'],
  ])('answers 400 invalidInput for %s', async (_case, body, field) => {
    const { cookie } = await signedIn();
    const options = await registrationOptions(ctx.app, cookie);
    const response = new SoftwareAuthenticator().register(options);
    const answer = await send(ctx.app, 'POST', '/api/user/passkeys', body(response), cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('invalidInput');
    expect(Object.keys(answer.json().fields).join()).toContain(field);
  });

  it('renames a passkey of the account, and only its own', async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    const passkey = await registerPasskey(ctx.app, cookie, new SoftwareAuthenticator());
    const url = `/api/user/passkeys/${passkey.id}`;
    const renamed = await send(ctx.app, 'PATCH', url, { name: '  Work phone ' }, cookie);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'Work phone' });
    const empty = await send(ctx.app, 'PATCH', url, { name: '  ' }, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('name');
    const stolen = await send(ctx.app, 'PATCH', url, { name: 'Mine now' }, other.cookie);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe('passkeyNotFound');
    const badId = await send(ctx.app, 'PATCH', '/api/user/passkeys/1', { name: 'x' }, cookie);
    expect(badId.statusCode).toBe(400);
    expect((await list(cookie)).map((p) => p.name)).toEqual(['Work phone']);
  });

  it('removes passkeys; the last one of a passwordless account only with the password', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const phone = new SoftwareAuthenticator();
    const laptop = await registerPasskey(ctx.app, cookie, new SoftwareAuthenticator(), 'Laptop');
    const mine = await registerPasskey(ctx.app, cookie, phone, 'Phone');
    const other = await signedIn();
    expect((await remove(other.cookie, mine.id)).statusCode).toBe(404);

    // The account's last sign-in was with a passkey alone: it has become passwordless.
    expect(
      (await passkeySignIn(ctx.app, phone.assert(await signInOptions(ctx.app)))).statusCode,
    ).toBe(200);
    expect((await remove(cookie, laptop.id)).statusCode).toBe(204);
    const asked = await remove(cookie, mine.id);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({
      error: 'passwordRequired',
      fields: { password: 'passwordRequired' },
    });
    const wrong = await remove(cookie, mine.id, { password: 'Not-The-Password-1' });
    expect(wrong.json()).toMatchObject({ error: 'incorrectPassword' });
    expect((await list(cookie)).map((p) => p.name)).toEqual(['Phone']);
    expect((await remove(cookie, mine.id, { password: user.password })).statusCode).toBe(204);
    expect(await list(cookie)).toEqual([]);
    expect((await notificationKeys(ctx.db, user.id)).slice(0, 2)).toEqual([
      'security.passkeyRemoved',
      'security.passkeyRemoved',
    ]);
  });

  it('removes the last passkey without the password when the account signs in with it', async () => {
    const user = await buildUser(ctx.db);
    const login = await send(ctx.app, 'POST', '/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
    const cookie = await signIn(ctx.app, user);
    const only = await registerPasskey(ctx.app, cookie, new SoftwareAuthenticator());
    expect((await remove(cookie, only.id)).statusCode).toBe(204);
  });

  it(`holds at most ${PASSKEYS_PER_ACCOUNT_MAX} passkeys per account`, async () => {
    const { user, cookie } = await signedIn();
    await ctx.db.insert(passkeys).values(
      Array.from({ length: PASSKEYS_PER_ACCOUNT_MAX }, (_, i) => ({
        userId: user.id,
        credentialId: `credential-${user.id}-${i}`,
        publicKey: 'AQ',
        backedUp: false,
        aaguid: '00000000-0000-0000-0000-000000000000',
        name: `Key ${i}`,
      })),
    );
    const response = await send(ctx.app, 'POST', '/api/user/passkeys/options', {}, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('passkeyLimitReached');
  });

  it('limits changes per user with 429', async () => {
    const { cookie } = await signedIn();
    const passkey = await registerPasskey(ctx.app, cookie, new SoftwareAuthenticator());
    const statuses: number[] = [];
    // Two of the budget's twenty went to registering.
    for (let i = 0; i < 19; i++) {
      const url = `/api/user/passkeys/${passkey.id}`;
      statuses.push((await send(ctx.app, 'PATCH', url, { name: `Key ${i}` }, cookie)).statusCode);
    }
    expect(statuses.slice(0, 18)).toEqual(Array(18).fill(200));
    expect(statuses[18]).toBe(429);
  });
});
