import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import { users } from '#server/db/schema/users.ts';
import { noSecondFactor } from '#server/modules/accounts/auth/second-factor.ts';
import { createPlansRepository } from '#server/modules/plans/plans.repository.ts';
import { createPlansService } from '#server/modules/plans/plans.service.ts';
import { createUsersService } from '#server/modules/accounts/users/users.service.ts';

describe('/api/admin guard', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const session = (cookie?: string) =>
    ctx.app.inject({ url: '/api/admin/session', headers: cookie ? { cookie } : {} });

  it('answers 401 without a session', async () => {
    expect((await session()).json()).toEqual({
      error: 'unauthorized',
      message: 'User not authorized',
    });
  });

  it('answers 403 adminRequired to a regular user, whatever the plan', async () => {
    const user = await buildUser(ctx.db, { planId: 'premium' });
    const response = await session(await signIn(ctx.app, user));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'adminRequired',
      message: 'Administrator privileges required.',
    });
  });

  it("returns the admin's identity", async () => {
    const admin = await buildUser(ctx.db, { isAdmin: true });
    const response = await session(await signIn(ctx.app, admin));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: admin.id, email: admin.email });
  });
});

describe('first administrator from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const admin = { email: 'Boss@Example.com', password: 'Admin-Strong-2026' };
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { admin } });
  });
  afterAll(() => ctx.close());

  const adminEmails = async () =>
    (await ctx.db.select().from(users).where(eq(users.isAdmin, true))).map((row) => row.email);
  const usersService = () =>
    createUsersService({
      db: ctx.db,
      sessions: ctx.app.sessionAuth.sessions,
      secondFactor: noSecondFactor,
      plans: createPlansService(createPlansRepository(ctx.db)),
      countWallets: async () => 0,
    });

  it('is created on start and can sign in', async () => {
    expect(await adminEmails()).toEqual(['boss@example.com']);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ isAdmin: true, email: 'boss@example.com' });
  });

  it('is not created again while an admin exists', async () => {
    await usersService().ensureFirstAdmin({ ...admin, email: 'second@example.com' }, ctx.app.log);
    expect(await adminEmails()).toEqual(['boss@example.com']);
  });

  it('is created exactly once when two processes start together', async () => {
    await ctx.db.update(users).set({ isAdmin: false });
    const next = { email: 'race@example.com', password: admin.password };
    await Promise.all([
      usersService().ensureFirstAdmin(next, ctx.app.log),
      usersService().ensureFirstAdmin(next, ctx.app.log),
    ]);
    expect(await adminEmails()).toEqual(['race@example.com']);
  });

  it('refuses a weak admin password, stopping the start', async () => {
    await ctx.db.update(users).set({ isAdmin: false });
    await expect(
      usersService().ensureFirstAdmin(
        { email: 'weak@example.com', password: 'password' },
        ctx.app.log,
      ),
    ).rejects.toThrow(/ADMIN_PASSWORD is refused by the password policy/);
  });
});
