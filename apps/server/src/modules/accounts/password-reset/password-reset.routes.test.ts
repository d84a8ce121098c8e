import { createServer, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKeys, send, tokenFromLink } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn, type TestUser } from '#test/factories/users.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { oneTimeTokens } from '#server/db/schema/one-time-tokens.ts';
import { users } from '#server/db/schema/users.ts';

const NEW_PASSWORD = 'Amber-Falcon-93';
const FORGOT_ANSWER = {
  message: 'If the email is registered, you will shortly receive a recovery link.',
};

describe('password recovery', () => {
  let smtp: SmtpCapture;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await buildTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://pay.test' } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const forgot = (email: unknown) =>
    send(ctx.app, 'POST', '/api/auth/forgot-password', { email } as object);
  const reset = (payload: object) => send(ctx.app, 'POST', '/api/auth/reset-password', payload);
  const login = (email: string, password: string) =>
    send(ctx.app, 'POST', '/api/auth/login', { email, password });
  const profileStatus = async (cookie: string) =>
    (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie } })).statusCode;

  async function resetToken(user: TestUser) {
    expect((await forgot(user.email)).statusCode).toBe(202);
    const mail = await smtp.next(user.email);
    return tokenFromLink(mail.links[0], '/reset-password');
  }

  it('answers a known and an unknown email identically, and mails only the known one', async () => {
    const user = await buildUser(ctx.db, { email: 'known@example.com' });
    const known = await forgot(user.email);
    const unknown = await forgot('unknown@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(FORGOT_ANSWER);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    const mail = await smtp.next('known@example.com');
    expect(mail.subject).toBe('Reimposta la tua password');
    expect(mail.links[0]).toMatch(/^http:\/\/pay\.test\/reset-password\?token=[\w-]{43}$/);
    await expect(smtp.next('unknown@example.com', 300)).rejects.toThrow('no email');
  });

  it('resets through the emailed link: new password works, sessions end, owner notified', async () => {
    const user = await buildUser(ctx.db, { emailVerified: false });
    const oldSession = await signIn(ctx.app, user);
    const token = await resetToken(user);

    const response = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Password reset successfully! You can now log in.',
    });

    expect(await profileStatus(oldSession)).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await notificationKeys(ctx.db, user.id)).toContain('security.passwordChanged');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).not.toBeNull();

    const replay = await reset({
      token,
      password: 'Other-Falcon-94',
      confirmPassword: 'Other-Falcon-94',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'invalidToken',
      message: 'This link is invalid or has expired.',
    });
  });

  it('refuses mismatched or weak passwords without spending the link', async () => {
    const user = await buildUser(ctx.db);
    const token = await resetToken(user);
    const mismatch = await reset({
      token,
      password: NEW_PASSWORD,
      confirmPassword: 'Amber-Falcon-94',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      error: 'passwordsDoNotMatch',
      message: 'Passwords do not match.',
      fields: { confirmPassword: 'passwordsDoNotMatch' },
    });
    const weak = await reset({ token, password: 'password1', confirmPassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: 'passwordTooWeak', message: 'Password is too weak' });
    const good = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(good.statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const user = await buildUser(ctx.db);
    const token = await resetToken(user);
    await ctx.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const response = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidToken');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('makes links valid for one hour', async () => {
    const user = await buildUser(ctx.db);
    await resetToken(user);
    const [row] = await ctx.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user.id));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThan(61 * 60_000);
  });

  it.each([
    ['forgot-password', 'an invalid email', { email: 'not-an-email' }],
    ['forgot-password', 'no email', {}],
    ['reset-password', 'no token', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
    ['reset-password', 'no confirmation', { token: 'abc', password: NEW_PASSWORD }],
    ['reset-password', 'a number as password', { token: 'abc', password: 1, confirmPassword: 1 }],
  ])('%s answers 400 invalidInput for %s', async (route, _case, payload) => {
    const response = await send(ctx.app, 'POST', `/api/auth/${route}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
  });

  it('limits requests per email, known or not, with 429', async () => {
    const statuses = async (email: string) => {
      const result = [];
      for (let i = 0; i < 6; i++) result.push((await forgot(email)).statusCode);
      return result;
    };
    const known = await buildUser(ctx.db, { email: 'flood@example.com' });
    expect(await statuses(known.email)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await statuses('ghost-flood@example.com')).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('answering before the email work', () => {
  it('answers while the mail server has not yet said a word', async () => {
    // Takes connections and never greets: no email can be delivered until the test ends them.
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const ctx = await buildTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    try {
      const user = await buildUser(ctx.db);
      const response = await send(ctx.app, 'POST', '/api/auth/forgot-password', {
        email: user.email,
      });
      expect(response.statusCode).toBe(202);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
      await ctx.close();
    }
  });
});
