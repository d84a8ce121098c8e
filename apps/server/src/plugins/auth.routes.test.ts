import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, type PlanFeature } from '@incasso/shared/plans';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import { plans } from '#server/db/schema/plans.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users as usersTable } from '#server/db/schema/users.ts';
import {
  hashSessionToken,
  SESSION_TTL_MS,
} from '#server/modules/accounts/sessions/sessions.service.ts';
import { requireFeature, requireUser, SESSION_COOKIE, sessionUser } from './auth.ts';

const DAY = 86_400_000;

describe('session auth plugin', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.app.get('/api/__me', { preHandler: requireUser }, async (request) => sessionUser(request));
    ctx.app.get('/api/__pos', { preHandler: requireFeature('pos') }, async () => ({ ok: true }));
    ctx.app.get('/api/__developer', { preHandler: requireFeature('developer') }, async () => ({
      ok: true,
    }));
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
  const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);

  it('sets request.user from the session cookie', async () => {
    const user = await buildUser(ctx.db, { planId: 'plus', isAdmin: true });
    const response = await get('/api/__me', await signIn(ctx.app, user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      isAdmin: true,
      // The account owns its own merchant, and acts for it (decision note 091).
      merchantId: user.id,
      role: 'owner',
      planId: 'plus',
      features: ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'],
      twoFactorMissing: false,
      sessionId: expect.any(String),
    });
  });

  it.each([
    ['no cookie', undefined],
    ['an unknown token', `${SESSION_COOKIE}=${'A'.repeat(43)}`],
  ])('answers 401 unauthorized with %s', async (_case, cookie) => {
    const response = await get('/api/__me', cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'User not authorized' });
  });

  it('refuses an expired session', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(tokenOf(cookie))));
    expect((await get('/api/__me', cookie)).statusCode).toBe(401);
  });

  it('slides the expiry forward (at most daily) and re-sends the cookie', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const fresh = await get('/api/__me', cookie);
    expect(fresh.cookies).toEqual([]);

    const where = eq(sessions.tokenHash, hashSessionToken(tokenOf(cookie)));
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS - 2 * DAY) })
      .where(where);
    const used = await get('/api/__me', cookie);
    expect(used.statusCode).toBe(200);
    const resent = used.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(resent).toMatchObject({
      value: tokenOf(cookie),
      httpOnly: true,
      maxAge: SESSION_TTL_MS / 1000,
    });
    const [row] = await ctx.db.select().from(sessions).where(where);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });

  it("requireFeature answers 403 planRequired unless the user's plan unlocks the feature", async () => {
    const cookies = Object.fromEntries(
      await Promise.all(
        (['free', 'plus', 'premium'] as const).map(async (planId) => [
          planId,
          await signIn(ctx.app, await buildUser(ctx.db, { planId })),
        ]),
      ),
    ) as Record<'free' | 'plus' | 'premium', string>;
    const free = await get('/api/__pos', cookies.free);
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({
      error: 'planRequired',
      message: 'Your plan does not include this feature.',
    });
    expect((await get('/api/__pos', cookies.plus)).statusCode).toBe(200);
    expect((await get('/api/__pos', cookies.premium)).statusCode).toBe(200);
    expect((await get('/api/__developer', cookies.plus)).json().error).toBe('planRequired');
    expect((await get('/api/__developer', cookies.premium)).statusCode).toBe(200);
    expect((await get('/api/__developer')).statusCode).toBe(401);
  });

  it("reads the plan's features on every request: an admin's change applies at once", async () => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.db, { planId: 'plus' }));
    expect((await get('/api/__pos', cookie)).statusCode).toBe(200);
    const setPlusFeatures = (features: PlanFeature[]) =>
      ctx.db.update(plans).set({ features }).where(eq(plans.id, 'plus'));
    await setPlusFeatures(['transactions', 'developer']);
    try {
      expect((await get('/api/__pos', cookie)).json().error).toBe('planRequired');
      expect((await get('/api/__developer', cookie)).statusCode).toBe(200);
    } finally {
      await setPlusFeatures([...PLANS.plus.defaultFeatures]);
    }
  });

  it('authenticates a raw Cookie header for the Socket.IO handshake', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const { authenticateCookieHeader } = ctx.app.sessionAuth;
    expect(await authenticateCookieHeader(`theme=dark; ${cookie}`)).toMatchObject({
      id: user.id,
      email: user.email,
    });
    expect(await authenticateCookieHeader(undefined)).toBeNull();
    expect(await authenticateCookieHeader('theme=dark')).toBeNull();
    expect(await authenticateCookieHeader(`${SESSION_COOKIE}=forged`)).toBeNull();
  });

  it('suspension revokes every session and a suspended user is refused at once', async () => {
    const user = await buildUser(ctx.db);
    const [a, b] = [await signIn(ctx.app, user), await signIn(ctx.app, user)];
    const { users } = ctx.modules.accounts;
    await users.setStatus(user.id, 'suspended');
    expect((await get('/api/__me', a)).statusCode).toBe(401);
    expect((await get('/api/__me', b)).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('refuses a session whose user is suspended even if it was not revoked', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    await ctx.db.update(usersTable).set({ status: 'suspended' }).where(eq(usersTable.id, user.id));
    expect((await get('/api/__me', cookie)).statusCode).toBe(401);
    expect(await ctx.app.sessionAuth.authenticateCookieHeader(cookie)).toBeNull();
  });

  it('revokeAllSessions can keep the current session (password change)', async () => {
    const user = await buildUser(ctx.db);
    const [kept, other] = [await signIn(ctx.app, user), await signIn(ctx.app, user)];
    const me = (await get('/api/__me', kept)).json();
    await ctx.app.sessionAuth.sessions.revokeAllSessions(user.id, me.sessionId);
    expect((await get('/api/__me', kept)).statusCode).toBe(200);
    expect((await get('/api/__me', other)).statusCode).toBe(401);
  });
});
