import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKeys } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import {
  CHROME_ON_LINUX,
  passkeySignIn,
  registerPasskey,
  signInOptions,
} from '#test/passkey-flows.ts';
import { SoftwareAuthenticator } from '#test/software-authenticator.ts';
import { loginAttempts } from '#server/db/schema/login-attempts.ts';
import { passkeys } from '#server/db/schema/passkeys.ts';
import { users } from '#server/db/schema/users.ts';
import { deviceFingerprint, ipNetwork } from '../risk/risk-keys.ts';

describe('sign-in with a passkey alone', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  /** A user with one passkey on `key`, registered through the API. */
  async function withPasskey(key = new SoftwareAuthenticator()) {
    const user = await buildUser(ctx.db);
    await registerPasskey(ctx.app, await signIn(ctx.app, user), key);
    return { user, key };
  }
  const passkeyRow = async (userId: string) =>
    (await ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId)))[0];
  const attempts = (userId: string) =>
    ctx.db.select().from(loginAttempts).where(eq(loginAttempts.userId, userId));

  it('signs in with any passkey of the site, opening a session and recording the use', async () => {
    const { user, key } = await withPasskey();
    const options = await signInOptions(ctx.app);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials).toBeUndefined();

    const response = await passkeySignIn(ctx.app, key.assert(options));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: user.email });
    const cookie = `${response.cookies[0]?.name}=${response.cookies[0]?.value}`;
    const profile = await ctx.app.inject({ url: '/api/user/profile', headers: { cookie } });
    expect(profile.json().id).toBe(user.id);

    const row = await passkeyRow(user.id);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const [attempt] = await attempts(user.id);
    expect(attempt).toMatchObject({ outcome: 'success', method: 'passkey', success: true });
    const history = await ctx.app.inject({ url: '/api/user/login-history', headers: { cookie } });
    expect(history.json()[0]).toMatchObject({ result: 'success', method: 'passkey' });
  });

  it('refuses a replayed answer, a cloned authenticator and a forged signature', async () => {
    const { user, key } = await withPasskey();
    const answer = key.assert(await signInOptions(ctx.app));
    expect((await passkeySignIn(ctx.app, answer)).statusCode).toBe(200);
    const replay = await passkeySignIn(ctx.app, answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('passkeyChallengeExpired');

    // A copy of the key still counting from where it was copied: its counter went backwards.
    const cloned = await passkeySignIn(
      ctx.app,
      key.assert(await signInOptions(ctx.app), { counter: 1 }),
    );
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json().error).toBe('passkeyInvalid');

    const forged = key.assert(await signInOptions(ctx.app));
    const signature = Buffer.from(forged.response.signature, 'base64url');
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff;
    forged.response.signature = signature.toString('base64url');
    expect((await passkeySignIn(ctx.app, forged)).json().error).toBe('passkeyInvalid');

    expect((await passkeyRow(user.id))?.counter).toBe(1);
    const failures = await ctx.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.userId, user.id), eq(loginAttempts.success, false)));
    expect(failures.map((f) => [f.outcome, f.method])).toEqual([
      ['invalidCredentials', 'passkey'],
      ['invalidCredentials', 'passkey'],
    ]);
  });

  it('accepts a synced passkey that keeps no counter, time after time', async () => {
    const { key } = await withPasskey(new SoftwareAuthenticator({ synced: true }));
    for (let i = 0; i < 2; i++) {
      expect(
        (await passkeySignIn(ctx.app, key.assert(await signInOptions(ctx.app)))).statusCode,
      ).toBe(200);
    }
  });

  it.each([
    ['another site (phishing)', { origin: 'https://incasso.example.evil' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['no user verification', { userVerified: false }],
    ['no user handle', { userHandle: null }],
    ['another account’s user handle', { userHandle: 'AAAAAAAAAAAAAAAAAAAAAA' }],
  ])('refuses an answer from %s', async (_case, overrides) => {
    const { key } = await withPasskey();
    const response = await passkeySignIn(
      ctx.app,
      key.assert(await signInOptions(ctx.app), overrides),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('passkeyInvalid');
    expect(response.cookies).toEqual([]);
  });

  it('says a passkey is unknown when no account holds it (removed, or never registered)', async () => {
    const stranger = new SoftwareAuthenticator();
    stranger.register({
      rp: { name: 'Incasso', id: 'localhost' },
      user: { id: 'AAAAAAAAAAAAAAAAAAAAAA', name: 'x', displayName: 'x' },
      challenge: 'unused',
      pubKeyCredParams: [],
    });
    const response = await passkeySignIn(ctx.app, stranger.assert(await signInOptions(ctx.app)));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('passkeyUnknown');
  });

  it('refuses a suspended account', async () => {
    const { user, key } = await withPasskey();
    await ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const response = await passkeySignIn(ctx.app, key.assert(await signInOptions(ctx.app)));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('accountSuspended');
  });

  it.each([
    ['no body', undefined],
    [
      'an assertion without a signature',
      { response: { id: 'AA', rawId: 'AA', type: 'public-key' } },
    ],
    ['an unknown field', { response: {}, email: 'a@example.com' }],
  ])('answers 400 invalidInput for %s', async (_case, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/passkey',
      payload,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
  });

  it('counts as strong for the risk engine: signs in where a password is blocked, not beyond', async () => {
    const { user, key } = await withPasskey();
    const ip = '198.51.100.70';
    const failures = (n: number) =>
      ctx.db.insert(loginAttempts).values(
        Array.from({ length: n }, () => ({
          userId: user.id,
          email: user.email,
          ip,
          ipNetwork: ipNetwork(ip) ?? ip,
          deviceFingerprint: deviceFingerprint({ 'user-agent': CHROME_ON_LINUX }),
          userAgent: CHROME_ON_LINUX,
          success: false,
          outcome: 'invalidCredentials' as const,
          riskScore: 0,
          riskLevel: 'LOW' as const,
          action: 'ALLOW' as const,
          reason: 'No unusual activity.',
        })),
      );
    // Five failures score 70: a password alone is blocked from 60, two factors from 80.
    await failures(5);
    const password = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: ip,
    });
    expect(password.json().error).toBe('loginBlocked');
    const strong = await passkeySignIn(ctx.app, key.assert(await signInOptions(ctx.app, ip)), ip);
    expect(strong.statusCode).toBe(200);
    const [latest] = (await attempts(user.id)).sort((a, b) => +b.createdAt - +a.createdAt);
    expect(latest).toMatchObject({ method: 'passkey', action: 'ALLOW', riskLevel: 'HIGH' });

    await failures(3);
    const blocked = await passkeySignIn(ctx.app, key.assert(await signInOptions(ctx.app, ip)), ip);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      error: 'loginBlocked',
      analysis: { recommendedAction: 'BLOCK' },
    });
  });

  it('tells the owner about a passkey sign-in from a new device', async () => {
    const { user, key } = await withPasskey();
    const here = await passkeySignIn(ctx.app, key.assert(await signInOptions(ctx.app)));
    expect(here.statusCode).toBe(200);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/passkey',
      payload: { response: key.assert(await signInOptions(ctx.app)) },
      remoteAddress: '203.0.113.80',
      headers: { 'sec-fetch-site': 'same-origin', 'user-agent': 'Firefox/128.0 (Windows)' },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(await notificationKeys(ctx.db, user.id)).toContain('security.newDeviceLogin');
  });
});
