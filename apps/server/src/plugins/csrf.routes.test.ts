import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn } from '#test/factories/users.ts';

const PUBLIC_URL = 'https://pay.example.com';

describe('CSRF protection', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(() => ctx.close());

  const profile = (cookie: string) =>
    ctx.app.inject({ url: '/api/user/profile', headers: { cookie } });
  const logout = (headers: Record<string, string>, payload?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers, payload });

  const refused = {
    error: 'csrfRejected',
    message: 'The request was refused by the CSRF protection.',
  };

  it('refuses a forged cross-site request and leaves the session alone', async () => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db));
    const forged = await logout({
      cookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(refused);
    expect((await profile(cookie)).statusCode).toBe(200);
  });

  it('refuses a cookie-bearing request that shows no origin at all', async () => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db));
    expect((await logout({ cookie })).statusCode).toBe(403);
  });

  it('refuses a sibling subdomain (same-site is not same-origin)', async () => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db));
    const response = await logout({
      cookie,
      origin: 'https://blog.example.com',
      'sec-fetch-site': 'same-site',
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a cross-site login (login CSRF) even without a cookie', async () => {
    const user = await buildUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('csrfRejected');
  });

  it('refuses a form-encodable body (text/plain) from our own origin', async () => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db));
    const response = await logout(
      { cookie, origin: PUBLIC_URL, 'content-type': 'text/plain' },
      '{"a":1}',
    );
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Origin equal to the public URL', { origin: PUBLIC_URL }],
    [
      'Origin equal to the host it was sent to',
      { origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' },
    ],
  ])('lets a same-origin request through (%s)', async (_case, headers) => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db));
    const response = await logout({ cookie, ...headers });
    expect(response.statusCode).toBe(204);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('leaves reads and the X-API-Key public API alone', async () => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db));
    const read = await ctx.app.inject({
      url: '/api/user/profile',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const publicApi = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { origin: 'https://shop.example', 'x-api-key': 'key' },
      payload: {},
    });
    expect(publicApi.json().error).not.toBe('csrfRejected');
  });
});
