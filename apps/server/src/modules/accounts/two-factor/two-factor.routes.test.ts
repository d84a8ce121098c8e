import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKeys, send } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn, type TestUser } from '#test/factories/users.ts';
import { recoveryCodes, twoFactorSecrets } from '#server/db/schema/two-factor.ts';
import { totpCode } from './totp.ts';

const STEP_MS = 30_000;

describe('two-factor authentication', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload?: object, cookie?: string) =>
    send(ctx.app, 'POST', url, payload, cookie);
  const login = (user: TestUser, otp?: string) =>
    post('/api/auth/login', { email: user.email, password: user.password, otp });
  const profile = async (cookie: string) =>
    (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie } })).json();
  const secretRow = async (userId: string) =>
    (await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)))[0];

  /** Setup and enable with the current code; returns what the user would keep. */
  async function enable(user: TestUser, cookie: string) {
    const setup = await post('/api/user/2fa/setup', {}, cookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const enabled = await post(
      '/api/user/2fa/enable',
      { code: totpCode(secret, new Date()) },
      cookie,
    );
    expect(enabled.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  it.each(['setup', 'enable', 'disable'])('answers 401 to %s without a session', async (action) => {
    const payload = action === 'enable' ? { code: '123456' } : { password: 'x' };
    const response = await post(`/api/user/2fa/${action}`, action === 'setup' ? {} : payload);
    expect(response.statusCode).toBe(401);
  });

  it('sets up with a QR code and a secret that is stored sealed, not in plain text', async () => {
    const user = await buildUser(ctx.db, { email: 'qr@example.com' });
    const response = await post('/api/user/2fa/setup', {}, await signIn(ctx.app, user));
    expect(response.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = response.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Incasso:qr%40example.com?issuer=Incasso&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const row = await secretRow(user.id);
    expect(row?.pendingSecret).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row?.secret).toBeNull();
  });

  it('enables with a code, then login needs a fresh code: replays refused, recovery codes once', async () => {
    const user = await buildUser(ctx.db);
    const here = await signIn(ctx.app, user);
    const elsewhere = await signIn(ctx.app, user);
    const { secret, recoveryCodes: codes } = await enable(user, here);

    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await profile(here)).tfaEnabled).toBe(true);
    expect(
      (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: elsewhere } }))
        .statusCode,
    ).toBe(401);
    expect(await notificationKeys(ctx.db, user.id)).toEqual(['security.tfaEnabled']);
    const row = await secretRow(user.id);
    expect(row?.secret).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(secret);

    const next = totpCode(secret, new Date(Date.now() + STEP_MS));
    const withCode = await login(user, next);
    expect(withCode.statusCode).toBe(200);
    const missing = await login(user);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: 'tfaRequired', tfaRequired: true });
    const replay = await login(user, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'invalidOtp', tfaRequired: true });

    const [recovery = ''] = codes;
    expect((await login(user, recovery.toUpperCase())).statusCode).toBe(200);
    expect((await login(user, recovery)).statusCode).toBe(401);
    const stored = await ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored.filter((c) => c.usedAt !== null)).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(recovery);
  });

  it('refuses a code three steps old', async () => {
    const user = await buildUser(ctx.db);
    const { secret } = await enable(user, await signIn(ctx.app, user));
    const stale = await login(user, totpCode(secret, new Date(Date.now() - 3 * STEP_MS)));
    expect(stale.json().error).toBe('invalidOtp');
  });

  it('enables only after setup and with the right code', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const early = await post('/api/user/2fa/enable', { code: '123456' }, cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('tfaSetupRequired');

    const { secret } = (await post('/api/user/2fa/setup', {}, cookie)).json();
    const wrongCode = totpCode(secret, new Date(Date.now() + 5 * STEP_MS));
    const wrong = await post('/api/user/2fa/enable', { code: wrongCode }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'invalidOtp',
      message: 'Invalid OTP code. Please try again.',
      fields: { code: 'invalidOtp' },
    });
    expect((await profile(cookie)).tfaEnabled).toBe(false);
  });

  it('refuses a second setup once enabled (409)', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    await enable(user, cookie);
    const again = await post('/api/user/2fa/setup', {}, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('tfaAlreadyEnabled');
  });

  it('disables only with the account password', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    await enable(user, cookie);
    const wrong = await post('/api/user/2fa/disable', { password: 'Not-The-Password-1' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'incorrectPassword',
      message: 'Incorrect password',
      fields: { password: 'incorrectPassword' },
    });
    expect((await profile(cookie)).tfaEnabled).toBe(true);

    const right = await post('/api/user/2fa/disable', { password: user.password }, cookie);
    expect(right.statusCode).toBe(204);
    expect((await profile(cookie)).tfaEnabled).toBe(false);
    expect(await notificationKeys(ctx.db, user.id)).toEqual([
      'security.tfaDisabled',
      'security.tfaEnabled',
    ]);
    expect(await secretRow(user.id)).toBeUndefined();
    expect(
      await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect((await login(user)).statusCode).toBe(200);

    const notEnabled = await post('/api/user/2fa/disable', { password: user.password }, cookie);
    expect(notEnabled.statusCode).toBe(409);
    expect(notEnabled.json().error).toBe('tfaNotEnabled');
  });

  it.each([
    ['enable', 'a 5-digit code', { code: '12345' }, 'code'],
    ['enable', 'letters', { code: 'abcdef' }, 'code'],
    ['enable', 'no code', {}, 'code'],
    ['disable', 'no password', {}, 'password'],
    ['disable', 'an empty password', { password: '' }, 'password'],
  ])('%s answers 400 invalidInput for %s', async (action, _case, payload, field) => {
    const user = await buildUser(ctx.db);
    const response = await post(`/api/user/2fa/${action}`, payload, await signIn(ctx.app, user));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
    expect(response.json().fields).toHaveProperty(field);
  });

  it('limits guesses per user with 429', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post('/api/user/2fa/disable', { password: `Guess-${i}-Pass` }, cookie)).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
