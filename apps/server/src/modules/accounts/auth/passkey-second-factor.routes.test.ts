import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasskeyRequestOptions } from '@incasso/shared/accounts/passkeys';
import { send } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { teamSettings } from '#server/db/schema/members.ts';
import { buildMember } from '#test/factories/members.ts';
import { buildUser, sessionHeaders, signIn, type TestUser } from '#test/factories/users.ts';
import { passkeySignIn, registerPasskey, signInOptions } from '#test/passkey-flows.ts';
import { SoftwareAuthenticator } from '#test/software-authenticator.ts';
import { totpCode } from '../two-factor/totp.ts';

// A passkey answers where the password login asks for the second factor, beside the TOTP code
// and the recovery codes; an administrator's two-factor reset takes the passkeys too.
describe('a passkey as the second factor', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const login = (user: TestUser, extra: object = {}) =>
    send(ctx.app, 'POST', '/api/auth/login', {
      email: user.email,
      password: user.password,
      ...extra,
    });

  /** Two-factor on through the API, and a passkey; the recovery codes and the key. */
  async function twoFactorWithPasskey() {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const { secret } = (await send(ctx.app, 'POST', '/api/user/2fa/setup', {}, cookie)).json();
    const code = totpCode(secret, new Date());
    const enabled = await send(ctx.app, 'POST', '/api/user/2fa/enable', { code }, cookie);
    expect(enabled.statusCode).toBe(200);
    const key = new SoftwareAuthenticator();
    await registerPasskey(ctx.app, cookie, key);
    return { user, key, secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  it('answers the risk engine’s challenge of a new device with a passkey', async () => {
    const { user, key } = await twoFactorWithPasskey();
    const asked = await login(user);
    expect(asked.statusCode).toBe(401);
    const body = asked.json();
    expect(body).toMatchObject({
      error: 'verificationRequired',
      challenge: true,
      analysis: { recommendedAction: 'CHALLENGE', tfaAvailable: true },
    });
    const options: PasskeyRequestOptions = body.passkeyOptions;
    expect(options.allowCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['internal'] },
    ]);
    expect(options.userVerification).toBe('preferred');

    const answered = await login(user, { passkey: key.assert(options) });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().user.id).toBe(user.id);

    // The device is known now: the code is asked for plainly, and a passkey still answers.
    const known = (await login(user)).json();
    expect(known).toMatchObject({ error: 'tfaRequired', tfaRequired: true });
    expect((await login(user, { passkey: key.assert(known.passkeyOptions) })).statusCode).toBe(200);
  });

  it('refuses another account’s passkey, a replay, and a code sent with a passkey', async () => {
    const { user, key } = await twoFactorWithPasskey();
    const intruder = await twoFactorWithPasskey();
    const options = (await login(user)).json().passkeyOptions;
    const foreign = await login(user, { passkey: intruder.key.assert(options) });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ error: 'invalidPasskey', tfaRequired: true });
    // The refusal hands out a new challenge; the one the intruder answered is spent.
    expect(foreign.json().passkeyOptions.challenge).not.toBe(options.challenge);
    expect((await login(user, { passkey: key.assert(options) })).json().error).toBe(
      'invalidPasskey',
    );

    const fresh = (await login(user)).json().passkeyOptions;
    const both = await login(user, { passkey: key.assert(fresh), otp: '123456' });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      error: 'invalidInput',
      fields: { passkey: 'oneSecondFactor' },
    });
  });

  it('does not take a sign-in challenge as a second factor, nor a second factor as a sign-in', async () => {
    const { user, key } = await twoFactorWithPasskey();
    const signInChallenge = await signInOptions(ctx.app);
    const wrongPurpose = await login(user, { passkey: key.assert(signInChallenge) });
    expect(wrongPurpose.json().error).toBe('invalidPasskey');
    const secondFactor = (await login(user)).json().passkeyOptions;
    const alone = await passkeySignIn(ctx.app, key.assert(secondFactor));
    expect(alone.json().error).toBe('passkeyChallengeExpired');
  });

  it('still takes recovery codes and TOTP codes when the account has passkeys', async () => {
    const { user, secret, recoveryCodes } = await twoFactorWithPasskey();
    expect((await login(user, { otp: recoveryCodes[0] })).statusCode).toBe(200);
    expect((await login(user, { otp: recoveryCodes[0] })).json().error).toBe('invalidOtp');
    // The step after the one that turned two-factor on: a code not used yet.
    const next = totpCode(secret, new Date(Date.now() + 30_000));
    expect((await login(user, { otp: next })).statusCode).toBe(200);
  });

  it('offers the passkey, and no code, where the risk engine challenges an account without TOTP', async () => {
    const user = await buildUser(ctx.db);
    const key = new SoftwareAuthenticator();
    await registerPasskey(ctx.app, await signIn(ctx.app, user), key);
    // From an address of its own: the failures of the other cases here do not weigh on it.
    const login = (account: TestUser, extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.23',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: { email: account.email, password: account.password, ...extra },
      });
    // A new device: the challenge a two-factor account gets, answered by the passkey alone.
    const asked = await login(user);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({
      error: 'verificationRequired',
      challenge: true,
      analysis: { recommendedAction: 'CHALLENGE', tfaAvailable: false },
    });
    expect(asked.json().passkeyOptions.allowCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['internal'] },
    ]);
    const coded = await login(user, { otp: '123456' });
    expect(coded.json().error).toBe('invalidOtp');
    const answered = await login(user, { passkey: key.assert(asked.json().passkeyOptions) });
    expect(answered.statusCode, answered.body).toBe(200);
    // The device is known now, and no team requires two-factor: the password is enough.
    expect((await login(user)).statusCode).toBe(200);
  });

  it('meets a team’s two-factor rule: the member acts for the merchant, and signs in with it', async () => {
    const shop = await buildUser(ctx.db, { planId: 'plus' });
    await ctx.db.insert(teamSettings).values({ merchantId: shop.id, requireTwoFactor: true });
    const { person, cookie } = await buildMember(ctx, shop.id, 'manager');
    const get = (url: string) => ctx.app.inject({ url, headers: sessionHeaders(cookie) });
    const refused = await get('/api/wallets');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('twoFactorSetupRequired');

    const key = new SoftwareAuthenticator();
    await registerPasskey(ctx.app, cookie, key);
    expect((await get('/api/wallets')).statusCode).toBe(200);
    expect((await get('/api/session/membership')).json().twoFactorSetupRequired).toBe(false);

    // The rule binds the sign-in too: the password alone no longer opens a session, even from
    // a device already known (the first sign-in from a new one is challenged anyway).
    const first = await login(person);
    expect(first.json().error).toBe('verificationRequired');
    expect(
      (await login(person, { passkey: key.assert(first.json().passkeyOptions) })).statusCode,
    ).toBe(200);
    const asked = await login(person);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ error: 'tfaRequired', tfaRequired: true });
    const answered = await login(person, { passkey: key.assert(asked.json().passkeyOptions) });
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it('offers no passkey to a two-factor account without one', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const { secret } = (await send(ctx.app, 'POST', '/api/user/2fa/setup', {}, cookie)).json();
    await send(
      ctx.app,
      'POST',
      '/api/user/2fa/enable',
      { code: totpCode(secret, new Date()) },
      cookie,
    );
    const asked = (await login(user)).json();
    expect(asked.error).toBe('verificationRequired');
    expect(asked).not.toHaveProperty('passkeyOptions');
  });

  it('loses its passkeys to an administrator’s two-factor reset, audited', async () => {
    const { user, key } = await twoFactorWithPasskey();
    const admin = await buildUser(ctx.db, { isAdmin: true });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/two-factor/reset`,
      payload: {},
      headers: sessionHeaders(await signIn(ctx.app, admin)),
    });
    expect(reset.statusCode).toBe(200);
    const alone = await passkeySignIn(ctx.app, key.assert(await signInOptions(ctx.app)));
    expect(alone.json().error).toBe('passkeyUnknown');
    const cookie = await signIn(ctx.app, user);
    expect(
      (await ctx.app.inject({ url: '/api/user/passkeys', headers: { cookie } })).json(),
    ).toEqual([]);
    const audit = await ctx.app.inject({
      url: `/api/admin/audit?targetId=${user.id}`,
      headers: { cookie: await signIn(ctx.app, admin) },
    });
    expect(audit.json().items[0]).toMatchObject({
      action: 'user.resetTwoFactor',
      before: { tfaEnabled: true, passkeys: 1 },
      after: { tfaEnabled: false, passkeys: 0 },
    });
    expect((await login(user)).statusCode).toBe(200);
  });
});
