import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { TEST_PASSWORD } from '#test/factories/users.ts';
import { RATE_LIMITS } from './rate-limit.ts';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

const login = (ctx: Ctx, ip: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password: 'Wrong-Pass-1' },
  });

function expectRateLimited(response: Awaited<ReturnType<typeof login>>, windowMs: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: 'rateLimited',
    message: 'Too many requests. Please try again later.',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('rate limits (in-memory store)', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('limits logins per email, from any IP', async () => {
    const { max, windowMs } = RATE_LIMITS.loginPerEmail;
    for (let i = 0; i < max; i++) {
      const response = await login(ctx, `192.0.2.${i + 1}`, 'Target@Example.com');
      expect(response.statusCode).not.toBe(429);
    }
    expectRateLimited(await login(ctx, '192.0.2.200', 'target@example.com'), windowMs);
    expect((await login(ctx, '192.0.2.200', 'other@example.com')).statusCode).not.toBe(429);
  });

  it('limits logins per IP, whatever the email', async () => {
    const { max, windowMs } = RATE_LIMITS.loginPerIp;
    for (let i = 0; i < max; i++) {
      expect((await login(ctx, '198.51.100.9', `user${i}@example.com`)).statusCode).not.toBe(429);
    }
    expectRateLimited(await login(ctx, '198.51.100.9', 'fresh@example.com'), windowMs);
    expect((await login(ctx, '198.51.100.10', 'fresh@example.com')).statusCode).not.toBe(429);
  });

  it('limits registrations of one address, from any IP: each one emails its owner', async () => {
    const { max } = RATE_LIMITS.registerPerEmail;
    const register = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: 'flooded@example.com', password: TEST_PASSWORD, accountType: 'private' },
      });
    for (let i = 0; i < max; i++) expect((await register(i)).statusCode).toBe(202);
    expect((await register(max)).statusCode).toBe(429);
  });

  it('limits registrations per IP', async () => {
    const { max, windowMs } = RATE_LIMITS.registerPerIp;
    const register = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.7',
        payload: { email: `new${i}@example.com`, password: TEST_PASSWORD, accountType: 'private' },
      });
    for (let i = 0; i < max; i++) expect((await register(i)).statusCode).toBe(202);
    expectRateLimited(await register(max), windowMs);
  });
});

describe.skipIf(!process.env.REDIS_URL)('rate limits shared through Redis', () => {
  let first: Ctx;
  let second: Ctx;
  beforeAll(async () => {
    // Two app processes of one deployment: same Redis, same namespace, separate memory.
    const options = {
      config: { redisUrl: process.env.REDIS_URL },
      deps: { rateLimitNamespace: `incasso-test:${randomUUID()}:` },
    };
    [first, second] = await Promise.all([buildTestApp(options), buildTestApp(options)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts a login limit across processes', async () => {
    const { max, windowMs } = RATE_LIMITS.loginPerEmail;
    for (let i = 0; i < max; i++) {
      const app = i % 2 === 0 ? first : second;
      expect((await login(app, `192.0.2.${i + 1}`, 'shared@example.com')).statusCode).not.toBe(429);
    }
    expectRateLimited(await login(first, '192.0.2.100', 'shared@example.com'), windowMs);
    expectRateLimited(await login(second, '192.0.2.101', 'shared@example.com'), windowMs);
  });
});
