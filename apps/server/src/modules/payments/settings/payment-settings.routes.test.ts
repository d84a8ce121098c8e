import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';

describe('/api/user/payment-settings', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const put = (cookie: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/user/payment-settings',
      headers: sessionHeaders(cookie),
      payload: payload as object,
    });

  it('needs a session', async () => {
    expect((await ctx.app.inject('/api/user/payment-settings')).statusCode).toBe(401);
  });

  it('starts with no tolerance and stores the merchant’s choice', async () => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db));
    const initial = await ctx.app.inject({
      url: '/api/user/payment-settings',
      headers: { cookie },
    });
    expect(initial.json()).toEqual({ paymentToleranceBps: 0 });

    const saved = await put(cookie, { paymentToleranceBps: 150 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ paymentToleranceBps: 150 });
    const reread = await ctx.app.inject({ url: '/api/user/payment-settings', headers: { cookie } });
    expect(reread.json()).toEqual({ paymentToleranceBps: 150 });
  });

  it.each([
    [{ paymentToleranceBps: 1001 }, 'tooLarge'],
    [{ paymentToleranceBps: -1 }, 'tooSmall'],
    [{ paymentToleranceBps: 1.5 }, 'invalidNumber'],
    [{ paymentToleranceBps: '100' }, 'invalidNumber'],
  ])('refuses %j with %s and changes nothing', async (payload, key) => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db));
    const response = await put(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ paymentToleranceBps: key });
    const reread = await ctx.app.inject({ url: '/api/user/payment-settings', headers: { cookie } });
    expect(reread.json()).toEqual({ paymentToleranceBps: 0 });
  });

  it('refuses unknown fields', async () => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db));
    const response = await put(cookie, { paymentToleranceBps: 10, isAdmin: true });
    expect(response.statusCode).toBe(400);
  });
});
