import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';
import { users } from '#server/db/schema/users.ts';

const someId = '0195f1c4-7a3e-7000-8000-000000000000';

/** Every admin route with an input it accepts: the guard must answer before anything else. */
const ROUTES: {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  /** The administrator's answer (404 for the made-up id). */
  status: number;
}[] = [
  { method: 'GET', url: '/api/admin/session', status: 200 },
  { method: 'GET', url: '/api/admin/stats', status: 200 },
  { method: 'GET', url: '/api/admin/analytics?days=7', status: 200 },
  { method: 'GET', url: '/api/admin/users?q=a&page=1', status: 200 },
  { method: 'GET', url: `/api/admin/users/${someId}`, status: 404 },
  { method: 'GET', url: `/api/admin/users/${someId}/transactions?status=Failed`, status: 404 },
  {
    method: 'PATCH',
    url: `/api/admin/users/${someId}`,
    payload: { displayName: 'x' },
    status: 404,
  },
  {
    method: 'POST',
    url: `/api/admin/users/${someId}/status`,
    payload: { status: 'active' },
    status: 404,
  },
  { method: 'POST', url: `/api/admin/users/${someId}/two-factor/reset`, status: 404 },
  { method: 'GET', url: `/api/admin/users/${someId}/ai-summary`, status: 404 },
  {
    method: 'POST',
    url: `/api/admin/users/${someId}/ai-summary`,
    payload: { language: 'en' },
    status: 404,
  },
  { method: 'GET', url: '/api/admin/anomalies', status: 200 },
  { method: 'POST', url: '/api/admin/anomalies', payload: { language: 'en' }, status: 200 },
  { method: 'GET', url: '/api/admin/plans', status: 200 },
  {
    method: 'PUT',
    url: '/api/admin/plans/plus',
    payload: {
      name: 'Plus',
      feeBps: 75,
      monthlyCents: 900,
      yearlyCents: 9000,
      features: ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'],
    },
    status: 200,
  },
  { method: 'GET', url: '/api/admin/announcements', status: 200 },
  {
    method: 'POST',
    url: '/api/admin/announcements',
    payload: { title: 't', content: 'c' },
    status: 201,
  },
  {
    method: 'PATCH',
    url: `/api/admin/announcements/${someId}`,
    payload: { title: 't' },
    status: 404,
  },
  { method: 'DELETE', url: `/api/admin/announcements/${someId}`, status: 404 },
  { method: 'GET', url: '/api/admin/company-settings', status: 200 },
  {
    method: 'PUT',
    url: '/api/admin/company-settings',
    payload: { companyName: 'Incasso', companyDetails: '', platformUserId: null, walletIds: [] },
    status: 200,
  },
  { method: 'GET', url: '/api/admin/audit', status: 200 },
];

describe('/api/admin guard', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let merchantCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    merchantCookie = await signIn(ctx.app, await buildUser(ctx.db, { planId: 'premium' }));
    adminCookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
  });
  afterAll(() => ctx.close());

  const call = (route: (typeof ROUTES)[number], cookie?: string) =>
    ctx.app.inject({
      method: route.method,
      url: route.url,
      headers: cookie ? sessionHeaders(cookie) : { 'sec-fetch-site': 'same-origin' },
      ...(route.payload ? { payload: route.payload } : {}),
    });

  it.each(ROUTES)('$method $url answers 401 without a session', async (route) => {
    const response = await call(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'User not authorized' });
  });

  it.each(ROUTES)('$method $url answers 403 adminRequired to a merchant', async (route) => {
    const response = await call(route, merchantCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'adminRequired',
      message: 'Administrator privileges required.',
    });
  });

  it.each(ROUTES)('$method $url answers an administrator $status', async (route) => {
    expect((await call(route, adminCookie)).statusCode).toBe(route.status);
  });

  it("checks the role before the input: a merchant's bad input is 403, not 400", async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/not-a-uuid',
      headers: sessionHeaders(merchantCookie),
      payload: { displayName: 'x'.repeat(100_000) },
    });
    expect(response.statusCode).toBe(403);
  });

  it("returns the admin's identity", async () => {
    const admin = await buildUser(ctx.db, { isAdmin: true });
    const response = await ctx.app.inject({
      url: '/api/admin/session',
      headers: { cookie: await signIn(ctx.app, admin) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: admin.id, email: admin.email });
  });
});

describe('/api/admin bad input', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let adminCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    adminCookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
  });
  afterAll(() => ctx.close());

  const nul = String.fromCharCode(0);
  const huge = 'x'.repeat(300_000);
  const BAD: {
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    url: string;
    payload?: unknown;
    error?: string;
  }[] = [
    { method: 'GET', url: '/api/admin/users/not-a-uuid' },
    { method: 'GET', url: `/api/admin/users?q=${'a'.repeat(500)}` },
    { method: 'GET', url: '/api/admin/users?page=0' },
    { method: 'GET', url: '/api/admin/users?pageSize=1000' },
    { method: 'GET', url: '/api/admin/users?status=deleted' },
    { method: 'GET', url: '/api/admin/users?sort=passwordHash' },
    { method: 'GET', url: `/api/admin/users?q=a%00b`, error: 'invalidCharacters' },
    { method: 'PATCH', url: `/api/admin/users/${someId}`, payload: {} },
    { method: 'PATCH', url: `/api/admin/users/${someId}`, payload: { customFeeBps: 10_001 } },
    { method: 'PATCH', url: `/api/admin/users/${someId}`, payload: { customFeeBps: 1.5 } },
    { method: 'PATCH', url: `/api/admin/users/${someId}`, payload: { customFeeBps: '50' } },
    {
      method: 'PATCH',
      url: `/api/admin/users/${someId}`,
      payload: { displayName: `a${nul}b` },
      error: 'invalidCharacters',
    },
    {
      method: 'PATCH',
      url: `/api/admin/users/${someId}`,
      payload: { displayName: 'x'.repeat(101) },
    },
    { method: 'PATCH', url: `/api/admin/users/${someId}`, payload: { email: 'a@b.c' } },
    { method: 'PATCH', url: `/api/admin/users/${someId}`, payload: { planId: 'gold' } },
    { method: 'POST', url: `/api/admin/users/${someId}/status`, payload: { status: 'pending' } },
    {
      method: 'POST',
      url: '/api/admin/users/%00/status',
      payload: { status: 'active' },
      error: 'invalidCharacters',
    },
    {
      method: 'PUT',
      url: '/api/admin/plans/gold',
      payload: { name: 'G', feeBps: 1, monthlyCents: 1, yearlyCents: 1 },
    },
    {
      method: 'PUT',
      url: '/api/admin/plans/plus',
      payload: { name: 'Plus', feeBps: 75, monthlyCents: 9.5, yearlyCents: 90 },
    },
    {
      method: 'PUT',
      url: '/api/admin/plans/plus',
      payload: { name: 'Plus', feeBps: -1, monthlyCents: 900, yearlyCents: 9000 },
    },
    {
      method: 'PUT',
      url: '/api/admin/plans/plus',
      payload: { name: huge, feeBps: 75, monthlyCents: 900, yearlyCents: 9000, features: [] },
      error: 'invalidInput',
    },
    {
      method: 'PUT',
      url: '/api/admin/plans/plus',
      payload: {
        name: 'Plus',
        feeBps: 75,
        monthlyCents: 900,
        yearlyCents: 9000,
        features: ['gold'],
      },
    },
    {
      method: 'PUT',
      url: '/api/admin/plans/plus',
      payload: { name: 'Plus', feeBps: 75, monthlyCents: 900, yearlyCents: 9000 },
    },
    { method: 'POST', url: '/api/admin/announcements', payload: { title: '', content: 'c' } },
    {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: 't', content: 'x'.repeat(2001) },
    },
    {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: `t${nul}`, content: 'c' },
      error: 'invalidCharacters',
    },
    {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: 't', content: 'c', audience: 'vip' },
    },
    { method: 'PATCH', url: '/api/admin/announcements/123', payload: { title: 't' } },
    { method: 'DELETE', url: '/api/admin/announcements/not-a-uuid' },
    {
      method: 'PUT',
      url: '/api/admin/company-settings',
      payload: { companyName: 'I', companyDetails: '', platformUserId: 'x', walletIds: [] },
    },
    {
      method: 'PUT',
      url: '/api/admin/company-settings',
      payload: { companyName: 'I', companyDetails: '', platformUserId: null, walletIds: ['nope'] },
    },
    { method: 'GET', url: '/api/admin/audit?action=user.delete' },
    { method: 'GET', url: '/api/admin/audit?actorId=abc' },
  ];

  it.each(BAD)('$method $url answers 4xx with a stable key, never 500', async (bad) => {
    const response = await ctx.app.inject({
      method: bad.method,
      url: bad.url,
      headers: sessionHeaders(adminCookie),
      ...(bad.payload === undefined ? {} : { payload: bad.payload as object }),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error).toBe(bad.error ?? 'invalidInput');
  });

  it('writes nothing to the audit trail for refused input', async () => {
    const audit = await ctx.app.inject({
      url: '/api/admin/audit',
      headers: sessionHeaders(adminCookie),
    });
    expect(audit.json().total).toBe(0);
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
  const usersService = () => ctx.modules.accounts.users;

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
