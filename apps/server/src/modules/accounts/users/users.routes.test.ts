import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_HISTORY_LIMIT } from '@incasso/shared/accounts/auth';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import { loginAttempts } from '#server/db/schema/login-attempts.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('GET /api/user/profile', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const profile = (cookie?: string) =>
    ctx.app.inject({ url: '/api/user/profile', headers: cookie ? { cookie } : {} });

  it('answers 401 without a session', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'User not authorized' });
  });

  it('returns the profile with plan, features and the effective fee', async () => {
    const user = await buildUser(ctx.db, {
      planId: 'premium',
      accountType: 'business',
      displayName: 'Bottega Rossi',
      emailVerified: false,
    });
    const response = await profile(await signIn(ctx.app, user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      displayName: 'Bottega Rossi',
      accountType: 'business',
      isAdmin: false,
      status: 'active',
      plan: 'premium',
      planName: 'Premium',
      features: [
        'transactions',
        'export',
        'subscriptions',
        'invoicing',
        'pos',
        'insights',
        'developer',
      ],
      feeBps: 50,
      customFeeBps: null,
      walletCount: 0,
      emailVerified: false,
      tfaEnabled: false,
      timeZone: null,
      createdAt: user.createdAt.toISOString(),
    });
    expect(response.body).not.toContain('password');
  });

  it('applies a custom fee over the plan fee', async () => {
    const user = await buildUser(ctx.db, { planId: 'plus', customFeeBps: 20 });
    const body = (await profile(await signIn(ctx.app, user))).json();
    expect(body).toMatchObject({ plan: 'plus', feeBps: 20, customFeeBps: 20 });
  });

  it('serves admins too (the web app sends them to /admin)', async () => {
    const admin = await buildUser(ctx.db, { isAdmin: true });
    const body = (await profile(await signIn(ctx.app, admin))).json();
    expect(body).toMatchObject({ id: admin.id, isAdmin: true });
  });
});

describe('GET /api/user/login-history', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const history = (cookie?: string) =>
    ctx.app.inject({ url: '/api/user/login-history', headers: cookie ? { cookie } : {} });

  it('answers 401 without a session', async () => {
    expect((await history()).statusCode).toBe(401);
  });

  it("lists the user's own attempts, newest first, with device and result", async () => {
    const user = await buildUser(ctx.db);
    const other = await buildUser(ctx.db);
    const attempt = (email: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.77',
        headers: { 'user-agent': CHROME_MAC },
        payload: { email, password },
      });
    await attempt(user.email, 'Wrong-Pass-12');
    await attempt(user.email, user.password);
    await attempt(other.email, other.password);

    const response = await history(await signIn(ctx.app, user));
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      ip: '192.0.2.77',
      device: 'Chrome on macOS',
      result: 'success',
      method: 'password',
      riskLevel: expect.stringMatching(/^(LOW|MEDIUM|HIGH)$/),
      riskScore: expect.any(Number),
      // The wrong password just before counts, and why, as data for translated words.
      factors: expect.arrayContaining([
        { signal: 'accountFailuresShort', count: 1, windowMinutes: 15 },
      ]),
    });
    expect(entries[1]).toMatchObject({ result: 'invalidCredentials' });
  });

  it(`returns at most the last ${LOGIN_HISTORY_LIMIT} attempts`, async () => {
    const user = await buildUser(ctx.db);
    const base = Date.now() - 3_600_000;
    await ctx.db.insert(loginAttempts).values(
      Array.from({ length: LOGIN_HISTORY_LIMIT + 10 }, (_, i) => ({
        userId: user.id,
        email: user.email,
        ip: '192.0.2.1',
        ipNetwork: '192.0.2.0/24',
        deviceFingerprint: 'x',
        userAgent: '',
        success: true,
        outcome: 'success' as const,
        riskScore: 0,
        riskLevel: 'LOW' as const,
        action: 'ALLOW' as const,
        reason: 'No unusual activity.',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const entries = (await history(await signIn(ctx.app, user))).json();
    expect(entries).toHaveLength(LOGIN_HISTORY_LIMIT);
    expect(new Date(entries[0].createdAt).getTime()).toBe(base + (LOGIN_HISTORY_LIMIT + 9) * 1000);
    expect(entries[0].device).toBe('Unknown device');
  });
});
