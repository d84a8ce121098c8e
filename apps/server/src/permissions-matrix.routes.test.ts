import { canAny, ROLES, type Role } from '@incasso/shared/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '#server/db/schema/members.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';

// Issue 23: every route × every role, generated from the registered routes and the shared
// permissions table (decision note 091). A route either declares the permission it needs or is
// one of the person's own, public or admin routes listed here; a role the table refuses gets
// 403 roleForbidden before anything is read, a role it allows never does, and a member of
// another merchant reaches none of this merchant's records.

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Routes about the signed-in person (or nobody), not a merchant: no permission to declare. */
const NOT_MERCHANT_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/plans',
  'GET /api/price',
  'GET /api/announcements',
  'GET /api/ai/status',
  'GET /api/v1/openapi.json',
  'GET /api/dev/outbox',
  'GET /api/pos/display/:token',
  'GET /api/pay/:id',
  'POST /api/pay/:id/currency',
  'GET /api/l/:slug',
  'POST /api/l/:slug/payments',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'GET /api/user/profile',
  'PATCH /api/user/profile',
  'GET /api/user/login-history',
  'POST /api/user/password',
  'POST /api/user/2fa/setup',
  'POST /api/user/2fa/enable',
  'POST /api/user/2fa/disable',
  'GET /api/user/notifications',
  'POST /api/user/notifications/mark-read',
  'GET /api/security-analysis',
  'GET /api/session/membership',
  'PUT /api/session/merchant',
  'POST /api/invitations/preview',
  'POST /api/invitations/accept',
  'POST /api/team/leave',
]);

/** The public API authorises by API key, the admin area by isAdmin. */
const elsewhere = (url: string) =>
  url.startsWith('/api/admin/') ||
  url.startsWith('/api/v1/') ||
  url.startsWith('/api/auth/passkey') ||
  url.startsWith('/api/user/passkeys') ||
  url.startsWith('/api/demo');

describe('every route × every role (issue 23)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const cookies = new Map<Role, string>();
  let outsider: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const owner = await buildUser(ctx.db, { planId: 'premium' });
    cookies.set('owner', await signIn(ctx.app, owner));
    for (const role of ROLES.filter((r) => r !== 'owner')) {
      const person = await buildUser(ctx.db, { planId: 'premium' });
      await ctx.db.insert(memberships).values({ merchantId: owner.id, userId: person.id, role });
      const cookie = await signIn(ctx.app, person);
      const switched = await ctx.app.inject({
        method: 'PUT',
        url: '/api/session/merchant',
        headers: sessionHeaders(cookie),
        payload: { merchantId: owner.id },
      });
      expect(switched.statusCode).toBe(200);
      cookies.set(role, cookie);
    }
    outsider = await signIn(ctx.app, await buildUser(ctx.db, { planId: 'premium' }));
  });
  afterAll(() => ctx.close());

  const merchantRoutes = () =>
    ctx.app.routeCatalogue.filter(
      (route) => route.url.startsWith('/api/') && route.permissions.length > 0,
    );

  it('has every merchant route declare what it needs: the rest are the person’s or public', () => {
    const undeclared = ctx.app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/') && route.permissions.length === 0)
      .filter((route) => !elsewhere(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !NOT_MERCHANT_ROUTES.has(route));
    expect(undeclared).toEqual([]);
    expect(merchantRoutes().length).toBeGreaterThan(70);
  });

  it('refuses exactly the roles the table refuses, with 403 roleForbidden, and lets the rest through', async () => {
    const wrong: string[] = [];
    for (const route of merchantRoutes()) {
      const url = route.url.replace(/:[a-z]+/gi, SOME_ID);
      for (const role of ROLES) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: sessionHeaders(cookies.get(role) ?? ''),
        });
        const refused = response.statusCode === 403 && response.json().error === 'roleForbidden';
        const allowed = canAny(role, route.permissions);
        if (refused === allowed)
          wrong.push(`${role} ${route.method} ${route.url}: ${response.statusCode}`);
        if (response.statusCode === 403 && !response.json().error)
          wrong.push(`${route.url}: no key`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets a member of another merchant reach none of this merchant’s records', async () => {
    const owner = cookies.get('owner') ?? '';
    const wallet = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets',
      headers: sessionHeaders(owner),
      payload: {
        name: 'Cassa',
        chainId: 'ethereum',
        address: '0x1111111111111111111111111111111111111111',
        acceptedCurrencyIds: ['usdt'],
      },
    });
    expect(wallet.statusCode, wallet.body).toBe(201);
    const walletId = wallet.json<{ id: string }>().id;
    const leaks: string[] = [];
    for (const route of merchantRoutes().filter((r) => r.url.includes(':id'))) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[a-z]+/gi, walletId),
        headers: sessionHeaders(outsider),
      });
      if (response.statusCode < 400) leaks.push(`${route.method} ${route.url}`);
    }
    const list = await ctx.app.inject({ url: '/api/wallets', headers: sessionHeaders(outsider) });
    if (list.body.includes(walletId)) leaks.push('GET /api/wallets');
    expect(leaks).toEqual([]);
  });
});
