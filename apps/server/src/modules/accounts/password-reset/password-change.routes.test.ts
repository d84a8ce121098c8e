import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKeys, send } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn } from '#test/factories/users.ts';

const NEW_PASSWORD = 'Amber-Falcon-93';

describe('POST /api/user/password', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const change = (payload: object, cookie?: string) =>
    send(ctx.app, 'POST', '/api/user/password', payload, cookie);
  const profileStatus = async (cookie: string) =>
    (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie } })).statusCode;

  it('answers 401 without a session', async () => {
    const response = await change({ currentPassword: 'x', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password, keeps this session, ends the others, notifies', async () => {
    const user = await buildUser(ctx.db);
    const here = await signIn(ctx.app, user);
    const elsewhere = await signIn(ctx.app, user);
    const response = await change(
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      here,
    );
    expect(response.statusCode).toBe(204);
    expect(await profileStatus(here)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await notificationKeys(ctx.db, user.id)).toEqual(['security.passwordChanged']);
    const login = await send(ctx.app, 'POST', '/api/auth/login', {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 incorrectPassword', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const response = await change(
      { currentPassword: 'Wrong-Guess-11', newPassword: NEW_PASSWORD },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'incorrectPassword',
      message: 'Incorrect password',
      fields: { currentPassword: 'incorrectPassword' },
    });
    expect(await notificationKeys(ctx.db, user.id)).toEqual([]);
  });

  it('refuses a weak new password with 400 passwordTooWeak', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const response = await change({ currentPassword: user.password, newPassword: 'abc' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('passwordTooWeak');
  });

  it.each([
    ['no current password', { newPassword: NEW_PASSWORD }],
    ['an empty current password', { currentPassword: '', newPassword: NEW_PASSWORD }],
    ['an unknown field', { currentPassword: 'x', newPassword: NEW_PASSWORD, userId: 'y' }],
  ])('answers 400 invalidInput for %s', async (_case, payload) => {
    const user = await buildUser(ctx.db);
    const response = await change(payload, await signIn(ctx.app, user));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
  });
});
