import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser } from '#test/factories/users.ts';
import { loginAttempts } from '#server/db/schema/login-attempts.ts';
import { deviceFingerprint, ipNetwork } from '../risk/risk-keys.ts';
import type { SecondFactor } from './second-factor.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CODE = '246810';

// The two-factor module does not exist yet; this stands in for it through the same interface
// buildApp takes, so the login flow's two-factor branches run for real.
const tfaUsers = new Set<string>();
const fixedCodeSecondFactor: SecondFactor = {
  hasSecondFactor: async (userId) => tfaUsers.has(userId),
  verifySecondFactor: async (userId, otp) => tfaUsers.has(userId) && otp === CODE,
};

describe('login risk engine and second factor', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { secondFactor: fixedCodeSecondFactor } });
  });
  afterAll(() => ctx.close());

  const login = (ip: string, payload: object, userAgent = FIREFOX) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: ip,
      headers: { 'user-agent': userAgent },
    });

  it('blocks a burst of wrong passwords, then refuses even the right one, alike for unknown emails', async () => {
    const user = await buildUser(ctx.db);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(
        (await login('198.51.100.1', { email: user.email, password: `Wrong-${i}-Pass` }))
          .statusCode,
      );
      unknown.push(
        (await login('198.51.100.2', { email: 'ghost@example.com', password: `Wrong-${i}-Pass` }))
          .statusCode,
      );
    }
    expect(known).toEqual([401, 401, 401, 403, 403]);
    expect(unknown).toEqual(known);

    const right = await login('198.51.100.1', { email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    const body = right.json();
    expect(body).toMatchObject({
      error: 'loginBlocked',
      message:
        'Login blocked for security reasons. Please contact support if you believe this is an error.',
      challenge: true,
      analysis: { riskLevel: 'HIGH', recommendedAction: 'BLOCK', tfaAvailable: false },
    });
    expect(body.analysis.riskScore).toBeGreaterThanOrEqual(60);
    expect(body.analysis.reason).toContain('failed sign-ins on this account');
    expect(right.cookies).toEqual([]);
  });

  it('counts failures in sliding windows: old ones no longer block', async () => {
    const user = await buildUser(ctx.db);
    const ip = '198.51.100.3';
    const failures = (minutesAgo: number) =>
      Array.from({ length: 5 }, () => ({
        userId: user.id,
        email: user.email,
        ip,
        ipNetwork: ipNetwork(ip) ?? ip,
        deviceFingerprint: deviceFingerprint({ 'user-agent': FIREFOX }),
        userAgent: FIREFOX,
        success: false,
        outcome: 'invalidCredentials' as const,
        riskScore: 0,
        riskLevel: 'LOW' as const,
        action: 'ALLOW' as const,
        reason: 'No unusual activity.',
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      }));
    await ctx.db.insert(loginAttempts).values(failures(20));
    expect((await login(ip, { email: user.email, password: user.password })).statusCode).toBe(200);

    await ctx.db.insert(loginAttempts).values(failures(5));
    const blocked = await login(ip, { email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('loginBlocked');
  });

  it('blocks one IP failing on many accounts (credential stuffing), not the accounts elsewhere', async () => {
    const victim = await buildUser(ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const email = i === 5 ? victim.email : `stuffed-${i}@example.com`;
      const password = i === 5 ? victim.password : 'Leaked-Pass-1';
      statuses.push((await login('203.0.113.66', { email, password })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 403]);
    const elsewhere = await login('192.0.2.10', { email: victim.email, password: victim.password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('challenges a two-factor account on a new device and accepts the code in the same request', async () => {
    const user = await buildUser(ctx.db);
    tfaUsers.add(user.id);
    const challenged = await login('192.0.2.20', { email: user.email, password: user.password });
    expect(challenged.statusCode).toBe(401);
    expect(challenged.json()).toMatchObject({
      error: 'verificationRequired',
      challenge: true,
      analysis: { riskLevel: 'MEDIUM', recommendedAction: 'CHALLENGE', tfaAvailable: true },
    });
    expect(challenged.json().analysis.reason).toContain('device never used');

    const wrong = await login('192.0.2.20', {
      email: user.email,
      password: user.password,
      otp: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'invalidOtp',
      message: 'Invalid OTP code. Please try again.',
      tfaRequired: true,
    });

    const answered = await login('192.0.2.20', {
      email: user.email,
      password: user.password,
      otp: CODE,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().user.id).toBe(user.id);
  });

  it('asks a two-factor account on a known device for its code (tfaRequired)', async () => {
    const user = await buildUser(ctx.db);
    tfaUsers.add(user.id);
    const ip = '192.0.2.30';
    await login(ip, { email: user.email, password: user.password, otp: CODE }, SAFARI);

    const missing = await login(ip, { email: user.email, password: user.password }, SAFARI);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: 'tfaRequired', tfaRequired: true });
    expect(missing.json()).not.toHaveProperty('challenge');
    expect(missing.cookies).toEqual([]);

    const ok = await login(ip, { email: user.email, password: user.password, otp: CODE }, SAFARI);
    expect(ok.statusCode).toBe(200);
  });

  it('does not ask for a code before the password is right', async () => {
    const user = await buildUser(ctx.db);
    tfaUsers.add(user.id);
    const response = await login('192.0.2.40', { email: user.email, password: 'Wrong-Pass-77' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'invalidCredentials',
      message: 'Invalid credentials',
    });
  });
});
