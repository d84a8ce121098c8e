import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, tokenFromLink } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn, TEST_PASSWORD } from '#test/factories/users.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { oneTimeTokens } from '#server/db/schema/one-time-tokens.ts';
import { users } from '#server/db/schema/users.ts';

const PUBLIC_URL = 'https://incasso.example';

describe('email confirmation', () => {
  let smtp: SmtpCapture;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await buildTestApp({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const register = (email: string, headers: Record<string, string> = {}, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: TEST_PASSWORD, accountType: 'private', ...extra },
      headers,
    });
  const verify = (payload: object) => send(ctx.app, 'POST', '/api/auth/verify-email', payload);
  const profile = async (cookie: string) =>
    (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie } })).json();
  const cookieOf = (response: Awaited<ReturnType<typeof register>>) =>
    response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  it('sends a link at registration that activates the account, signs it in, and works once', async () => {
    const registered = await register('ada@example.com', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(registered.statusCode).toBe(202);

    const mail = await smtp.next('ada@example.com');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.links[0]).toMatch(/^https:\/\/incasso\.example\/verify-email\?token=[\w-]{43}$/);
    const token = tokenFromLink(mail.links[0], '/verify-email');

    const first = await verify({ token });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'ada@example.com', emailVerified: true });
    expect((await profile(cookieOf(first))).status).toBe('active');

    const again = await verify({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'invalidToken',
      message: 'This link is invalid or has expired.',
    });
  });

  it('confirms the address of an account already active without signing anyone in', async () => {
    const user = await buildUser(ctx.db, { email: 'active@example.com', emailVerified: false });
    const cookie = await signIn(ctx.app, user);
    expect(
      (await send(ctx.app, 'POST', '/api/auth/resend-verification', undefined, cookie)).statusCode,
    ).toBe(204);
    const token = tokenFromLink((await smtp.next('active@example.com')).links[0], '/verify-email');
    const response = await verify({ token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(response.cookies).toHaveLength(0);
    expect((await profile(cookie)).emailVerified).toBe(true);
  });

  it('stores only a hash of the token', async () => {
    await register('hash@example.com');
    const token = tokenFromLink((await smtp.next('hash@example.com')).links[0], '/verify-email');
    const rows = await ctx.db.select().from(oneTimeTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it('writes in the language asked for, else the browser one, else Italian', async () => {
    await register('lingua@example.com', { 'accept-language': 'en' }, { locale: 'it' });
    await register('browser@example.com', { 'accept-language': 'de-DE,en;q=0.5' });
    await register('nessuna@example.com');
    expect((await smtp.next('lingua@example.com')).subject).toBe('Conferma il tuo indirizzo email');
    expect((await smtp.next('browser@example.com')).subject).toBe('Confirm your email address');
    const italian = await smtp.next('nessuna@example.com');
    expect(italian.text).toContain('Benvenuto su Incasso!');
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'browser@example.com'));
    expect(row?.locale).toBe('en');
  });

  it('refuses an expired link', async () => {
    await register('late@example.com');
    const token = tokenFromLink((await smtp.next('late@example.com')).links[0], '/verify-email');
    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'late@example.com'));
    await ctx.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user?.id ?? ''));
    const response = await verify({ token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidToken');
  });

  it.each([
    ['no token', {}],
    ['a token of the wrong type', { token: 42 }],
    ['an overlong token', { token: 'x'.repeat(129) }],
    ['an unknown field', { token: 'abc', userId: 'x' }],
  ])('answers 400 invalidInput for %s', async (_case, payload) => {
    const response = await verify(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
  });

  it('answers 400 invalidToken for a token nobody issued', async () => {
    const response = await verify({ token: 'A'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidToken');
  });

  describe('POST /api/auth/resend-verification', () => {
    const resend = (cookie?: string) =>
      send(ctx.app, 'POST', '/api/auth/resend-verification', undefined, cookie);

    it('answers 401 without a session', async () => {
      const response = await resend();
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('unauthorized');
    });

    it('sends a new link and retires the old one', async () => {
      const user = await buildUser(ctx.db, { email: 'again@example.com', emailVerified: false });
      const cookie = await signIn(ctx.app, user);
      expect((await resend(cookie)).statusCode).toBe(204);
      const old = tokenFromLink((await smtp.next('again@example.com')).links[0], '/verify-email');
      expect((await resend(cookie)).statusCode).toBe(204);
      const fresh = tokenFromLink((await smtp.next('again@example.com')).links[0], '/verify-email');
      expect(fresh).not.toBe(old);
      expect((await verify({ token: old })).statusCode).toBe(400);
      expect((await verify({ token: fresh })).statusCode).toBe(200);
    });

    it('sends nothing to an address already confirmed', async () => {
      const user = await buildUser(ctx.db, { email: 'done@example.com', emailVerified: true });
      expect((await resend(await signIn(ctx.app, user))).statusCode).toBe(204);
      await expect(smtp.next('done@example.com', 500)).rejects.toThrow('no email');
    });

    it('is rate-limited per user', async () => {
      const user = await buildUser(ctx.db, { email: 'spam@example.com', emailVerified: false });
      const cookie = await signIn(ctx.app, user);
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await resend(cookie)).statusCode);
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    });
  });
});

describe('email confirmation when the mail server is down', () => {
  it('still registers the account: the email waits in its queue', async () => {
    const ctx = await buildTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'offline@example.com', password: TEST_PASSWORD, accountType: 'business' },
      });
      expect(response.statusCode).toBe(202);
      const [row] = await ctx.db.select().from(users).where(eq(users.email, 'offline@example.com'));
      expect(row?.status).toBe('pending');
    } finally {
      await ctx.close();
    }
  });
});
