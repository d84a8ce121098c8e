import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { send, tokenFromLink } from '#test/account-flows.ts';
import { buildUser, sessionHeaders, signIn, TEST_PASSWORD } from '#test/factories/users.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { REGISTRATION_MESSAGE } from '@incasso/shared/accounts/auth';
import { users } from '#server/db/schema/users.ts';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

function sessionCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

describe('POST /api/auth/register', () => {
  let ctx: Ctx;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await buildTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const register = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
  const login = (email: string, password = TEST_PASSWORD) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** Registers a known address and a new one alike: nothing in the answers differs (note 036). */
  async function expectAnsweredAsNew(known: string, fresh: string, accountType: string) {
    const answers = await Promise.all(
      [known, fresh].map(async (email) => {
        const response = await register({ email, password: 'Other-Lantern-58', accountType });
        return [response.statusCode, response.body, response.cookies];
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
  }

  it('answers 202, emails a link, and the account signs in only once the link is followed', async () => {
    const response = await register({
      email: '  New.Person@Example.COM ',
      password: TEST_PASSWORD,
      accountType: 'business',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: REGISTRATION_MESSAGE });
    expect(response.cookies).toHaveLength(0);
    expect((await login('new.person@example.com')).json()).toMatchObject({
      error: 'invalidCredentials',
    });

    const mail = await smtp.next('new.person@example.com');
    const verified = await send(ctx.app, 'POST', '/api/auth/verify-email', {
      token: tokenFromLink(mail.links[0], '/verify-email'),
    });
    expect(verified.statusCode).toBe(200);
    const { user } = verified.json();
    expect(user).toMatchObject({
      email: 'new.person@example.com',
      displayName: 'new.person',
      accountType: 'business',
      isAdmin: false,
      status: 'active',
      plan: 'free',
      planName: 'Free',
      features: [],
      feeBps: 100,
      customFeeBps: null,
      walletCount: 0,
      emailVerified: true,
      tfaEnabled: false,
    });
    const cookie = verified.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await ctx.app.inject({
      url: '/api/user/profile',
      headers: { cookie: sessionCookieOf(verified) },
    });
    expect(profile.json().id).toBe(user.id);
    expect((await login('new.person@example.com')).statusCode).toBe(200);
  });

  it('answers an address that has an account exactly as a new one, and tells its owner', async () => {
    const owner = await buildUser(ctx.db, { email: 'taken@example.com' });
    await expectAnsweredAsNew('TAKEN@example.com', 'untaken@example.com', 'business');
    expect((await smtp.next('taken@example.com')).subject).toBe('Hai già un account Incasso');
    const rows = await ctx.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', passwordHash: owner.passwordHash });
    expect((await login('taken@example.com')).statusCode).toBe(200);
  });

  it('never lets a registration asked again take over an account waiting for its link', async () => {
    // Issue 18 §3: registering again over a pending account replaced its password and type; the
    // owner confirmed with the newest email and the other person signed in with theirs.
    const owner = { email: 'twice@example.com', password: TEST_PASSWORD, accountType: 'business' };
    expect((await register(owner)).statusCode).toBe(202);
    await smtp.next('twice@example.com');
    await expectAnsweredAsNew('Twice@Example.com', 'once@example.com', 'private');

    const resent = await smtp.next('twice@example.com');
    expect(resent.subject).toBe((await smtp.next('once@example.com')).subject);
    const confirmed = await send(ctx.app, 'POST', '/api/auth/verify-email', {
      token: tokenFromLink(resent.links[0], '/verify-email'),
    });
    expect(confirmed.json()).toMatchObject({
      user: { email: 'twice@example.com', accountType: 'business' },
    });
    expect((await login('twice@example.com', 'Other-Lantern-58')).statusCode).toBe(401);
    expect((await login('twice@example.com')).statusCode).toBe(200);
  });

  it('stores an Argon2id hash, never the password', async () => {
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.person@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['too weak (score below 2)', 'lowercaseonly'],
    ['too long', `Aa1!${'x'.repeat(125)}`],
    ['common', 'Password1!'],
    ['empty', ''],
  ])('refuses a %s password with 400 passwordTooWeak', async (_case, password) => {
    const response = await register({
      email: 'weak@example.com',
      password,
      accountType: 'private',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'passwordTooWeak', message: 'Password is too weak' });
  });

  it.each([
    ['a missing field', { email: 'a@example.com', password: TEST_PASSWORD }, 'accountType'],
    ['a wrong type', { email: 'a@example.com', password: 42, accountType: 'private' }, 'password'],
    [
      'an unknown account type',
      { email: 'a@example.com', password: TEST_PASSWORD, accountType: 'admin' },
      'accountType',
    ],
    [
      'an invalid email',
      { email: 'not-an-email', password: TEST_PASSWORD, accountType: 'private' },
      'email',
    ],
    [
      'an overlong email',
      { email: `${'a'.repeat(250)}@example.com`, password: TEST_PASSWORD, accountType: 'private' },
      'email',
    ],
  ])('answers 400 invalidInput for %s', async (_case, payload, field) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
    expect(response.json().fields).toHaveProperty(field);
  });

  it('answers 400 invalidInput for an unknown field (no isAdmin smuggling)', async () => {
    const response = await register({
      email: 'sneaky@example.com',
      password: TEST_PASSWORD,
      accountType: 'private',
      isAdmin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
  });

  it('answers 413 for an oversized body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'big@example.com',
        password: 'x'.repeat(1_100_000),
        accountType: 'private',
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payloadTooLarge');
  });
});

describe('POST /api/auth/login and /api/auth/logout', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const login = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
  const profile = (cookie: string | undefined) =>
    ctx.app.inject({ url: '/api/user/profile', headers: cookie ? { cookie } : {} });

  it('signs in with the email in any case and returns the profile with a session cookie', async () => {
    const user = await buildUser(ctx.db, { email: 'mario@example.com', planId: 'plus' });
    const response = await login({ email: ' MARIO@example.com', password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, plan: 'plus', planName: 'Plus' });
    expect((await profile(sessionCookieOf(response))).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const user = await buildUser(ctx.db);
    const wrongPassword = await login({ email: user.email, password: 'Wrong-Password-1' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'Wrong-Password-1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: 'invalidCredentials',
      message: 'Invalid credentials',
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.cookies).toEqual([]);
  });

  it('issues a new token on every login and revokes the one the browser still had', async () => {
    const user = await buildUser(ctx.db);
    const first = sessionCookieOf(await login({ email: user.email, password: user.password }));
    const second = sessionCookieOf(
      await login({ email: user.email, password: user.password }, sessionHeaders(first ?? '')),
    );
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('refuses a suspended account only after a correct password', async () => {
    const user = await buildUser(ctx.db, { status: 'suspended' });
    const right = await login({ email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      error: 'accountSuspended',
      message: 'This account has been suspended. Please contact support.',
    });
    expect(right.cookies).toEqual([]);
    const wrong = await login({ email: user.email, password: 'Wrong-Password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalidCredentials');
  });

  it.each(['12345', '1234567', 'abcdef', ''])(
    'answers 400 otpFormatError for the code %j',
    async (otp) => {
      const user = await buildUser(ctx.db);
      const response = await login({ email: user.email, password: user.password, otp });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'otpFormatError',
        message: 'OTP code must be 6 digits',
      });
    },
  );

  it.each([
    ['a missing password', { email: 'a@example.com' }],
    ['an empty password', { email: 'a@example.com', password: '' }],
    ['a wrong type', { email: ['a@example.com'], password: 'x' }],
    ['an unknown field', { email: 'a@example.com', password: 'x', remember: true }],
  ])('answers 400 invalidInput for %s', async (_case, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
  });

  it('logs out: revokes the session and clears the cookie', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    expect((await profile(cookie)).statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: sessionHeaders(cookie),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('answers 204 to a logout without a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});

describe('session cookie over HTTPS', () => {
  it('is Secure when the public URL is https', async () => {
    const ctx = await buildTestApp({ config: { publicUrl: 'https://pay.example.com' } });
    try {
      const user = await buildUser(ctx.db);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
