import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserList, AuditList } from '@incasso/shared/admin';
import { buildTestApp } from '#test/build-test-app.ts';
import { connectSocket, listen, nextEvent } from '#test/socket-client.ts';
import { buildApiKey, callApi } from '#test/factories/developer.ts';
import {
  blockTimesOf,
  buildMerchant,
  buildPayment,
  requestPayment,
  transferFor,
} from '#test/factories/payments.ts';
import { buildUser, sessionHeaders, signIn, type TestUser } from '#test/factories/users.ts';
import { fiscalProfiles } from '#server/db/schema/fiscal-profiles.ts';
import { payments } from '#server/db/schema/payments.ts';
import { twoFactorSecrets } from '#server/db/schema/two-factor.ts';
import { users } from '#server/db/schema/users.ts';
import { createAccountsAdminRepository } from '#server/modules/accounts/admin/accounts-admin.repository.ts';
import { createAccountsAdmin } from '#server/modules/accounts/admin/accounts-admin.service.ts';

describe('/api/admin/users', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: TestUser;
  let adminCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await buildUser(ctx.db, { isAdmin: true, email: 'root@admin.test' });
    adminCookie = await signIn(ctx.app, admin);
  });
  afterAll(() => ctx.close());

  const asAdmin = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: sessionHeaders(adminCookie), payload });
  const audit = async (query = '') =>
    (await asAdmin('GET', `/api/admin/audit${query}`)).json<AuditList>();
  const login = (user: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });

  describe('list', () => {
    let shop: TestUser;
    beforeAll(async () => {
      shop = await buildUser(ctx.db, {
        email: 'shop@list.test',
        displayName: 'Bottega Rossi',
        accountType: 'business',
        planId: 'plus',
      });
      await ctx.db.insert(fiscalProfiles).values({
        userId: shop.id,
        accountType: 'business',
        companyName: 'Bottega Rossi srl',
        vatNumber: 'IT00159560366',
        street: 'Via Roma 1',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
      });
      await buildUser(ctx.db, {
        email: 'anna@list.test',
        displayName: 'Anna',
        status: 'suspended',
      });
      await buildUser(ctx.db, { email: 'percent%@list.test', displayName: 'Odd' });
    });

    const list = async (query: string) => {
      const response = await asAdmin('GET', `/api/admin/users?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<AdminUserList>();
    };

    it('searches email, name and VAT number', async () => {
      expect((await list('q=SHOP@list')).items.map((u) => u.id)).toEqual([shop.id]);
      expect((await list('q=bottega')).items.map((u) => u.id)).toEqual([shop.id]);
      const byVat = await list('q=00159560');
      expect(byVat.items.map((u) => u.id)).toEqual([shop.id]);
      expect(byVat.items[0]?.vatNumber).toBe('IT00159560366');
    });

    it('takes LIKE wildcards literally', async () => {
      expect((await list('q=%25')).items.map((u) => u.email)).toEqual(['percent%@list.test']);
    });

    it('filters by status, plan and account type', async () => {
      expect((await list('status=suspended&q=list.test')).items.map((u) => u.email)).toEqual([
        'anna@list.test',
      ]);
      expect((await list('plan=plus&accountType=business')).items.map((u) => u.id)).toEqual([
        shop.id,
      ]);
    });

    it('sorts and pages, counting every match', async () => {
      const first = await list('q=list.test&sort=email&order=asc&pageSize=2&page=1');
      const second = await list('q=list.test&sort=email&order=asc&pageSize=2&page=2');
      expect(first.total).toBe(3);
      expect(first.items.map((u) => u.email)).toEqual(['anna@list.test', 'percent%@list.test']);
      expect(second.items.map((u) => u.email)).toEqual(['shop@list.test']);
      expect(Object.keys(first.items[0] ?? {})).not.toContain('passwordHash');
    });
  });

  describe('User View', () => {
    it('shows profile, fiscal data, subscription, wallets, fee balance, transactions, logins', async () => {
      const merchant = await buildMerchant(ctx, { planId: 'plus' });
      expect((await requestPayment(ctx, merchant)).statusCode).toBe(201);
      expect((await login(merchant.user)).statusCode).toBe(200);

      const response = await asAdmin('GET', `/api/admin/users/${merchant.user.id}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json<AdminUserDetail>();
      expect(detail.profile).toMatchObject({ id: merchant.user.id, plan: 'plus', feeBps: 75 });
      expect(detail.fiscal).toEqual({ accountType: 'private', fiscal: null });
      expect(detail.billing).toMatchObject({ plan: 'plus', feeBalance: [] });
      expect(detail.wallets.map((w) => w.id)).toEqual([merchant.wallet.id]);
      expect(detail.transactions).toEqual([]);
      expect(detail.logins[0]).toMatchObject({ result: 'success' });
    });

    it("answers 404 userNotFound for an id that is nobody's", async () => {
      const response = await asAdmin(
        'GET',
        '/api/admin/users/0195f1c4-7a3e-7000-8000-00000000abcd',
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'userNotFound', message: 'User not found' });
    });
  });

  describe('edit', () => {
    it('changes the given fields and audits before and after', async () => {
      const user = await buildUser(ctx.db, { displayName: 'Old name' });
      const response = await asAdmin('PATCH', `/api/admin/users/${user.id}`, {
        displayName: 'New name',
        planId: 'premium',
        accountType: 'business',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminUserDetail>().profile).toMatchObject({
        displayName: 'New name',
        plan: 'premium',
        accountType: 'business',
      });
      const [entry] = (await audit(`?targetId=${user.id}`)).items;
      expect(entry).toMatchObject({
        action: 'user.update',
        actorId: admin.id,
        actorEmail: admin.email,
        targetType: 'user',
        before: { displayName: 'Old name', planId: 'free', accountType: 'private' },
        after: { displayName: 'New name', planId: 'premium', accountType: 'business' },
      });
      expect(entry?.ip).toBe('127.0.0.1');
    });

    it("applies a custom fee to the merchant's next request, and empty brings the plan fee back", async () => {
      const merchant = await buildMerchant(ctx, { planId: 'plus' });
      const feeOfNextRequest = async () => {
        const created = await requestPayment(ctx, merchant);
        expect(created.statusCode).toBe(201);
        const [row] = await ctx.db
          .select({ feeBps: payments.feeBps })
          .from(payments)
          .where(eq(payments.id, created.json<{ id: string }>().id));
        return row?.feeBps;
      };
      expect(await feeOfNextRequest()).toBe(75);

      const set = await asAdmin('PATCH', `/api/admin/users/${merchant.user.id}`, {
        customFeeBps: 20,
      });
      expect(set.json<AdminUserDetail>().profile).toMatchObject({ customFeeBps: 20, feeBps: 20 });
      expect(await feeOfNextRequest()).toBe(20);

      await asAdmin('PATCH', `/api/admin/users/${merchant.user.id}`, { customFeeBps: null });
      expect(await feeOfNextRequest()).toBe(75);
      const actions = (await audit(`?targetId=${merchant.user.id}`)).items.map((e) => e.after);
      expect(actions).toMatchObject([{ customFeeBps: null }, { customFeeBps: 20 }]);
    });

    it('refuses an administrator removing their own role, writing nothing', async () => {
      const before = (await audit()).total;
      const response = await asAdmin('PATCH', `/api/admin/users/${admin.id}`, { isAdmin: false });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('cannotDemoteSelf');
      const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
      expect(row?.isAdmin).toBe(true);
      expect((await audit()).total).toBe(before);
    });

    it('lets one administrator demote another', async () => {
      const other = await buildUser(ctx.db, { isAdmin: true });
      const response = await asAdmin('PATCH', `/api/admin/users/${other.id}`, { isAdmin: false });
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminUserDetail>().profile.isAdmin).toBe(false);
    });
  });

  describe('suspend and activate', () => {
    it("refuses login with SPEC's message and kills sessions and API keys at once", async () => {
      const merchant = await buildMerchant(ctx, { planId: 'premium' });
      const key = await buildApiKey(ctx, merchant);
      expect((await callApi(ctx, key.key, { url: '/api/v1/payments' })).statusCode).toBe(200);
      const open = await buildPayment(ctx, merchant, { currency: 'usdt' });
      const browser = await connectSocket(await listen(ctx.app), { cookie: merchant.cookie });
      const ended = nextEvent(browser, 'session:ended');
      const closed = new Promise<string>((resolve) => browser.once('disconnect', resolve));

      const response = await asAdmin('POST', `/api/admin/users/${merchant.user.id}/status`, {
        status: 'suspended',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminUserDetail>().profile.status).toBe('suspended');
      // The merchant's open browser is told to sign out, and its socket is closed by the server.
      await ended;
      expect(await closed).toBe('io server disconnect');

      const profile = await ctx.app.inject({
        url: '/api/user/profile',
        headers: sessionHeaders(merchant.cookie),
      });
      expect(profile.statusCode).toBe(401);
      const apiCall = await callApi(ctx, key.key, { url: '/api/v1/payments' });
      expect(apiCall.statusCode).toBe(401);
      const refused = await login(merchant.user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'accountSuspended',
        message: 'This account has been suspended. Please contact support.',
      });
      // The open request is still matched: the watcher keeps following it, no payment is lost.
      await ctx.modules.payments.transact((tx) =>
        ctx.modules.payments.matching.applyTransfers(tx, 'ethereum', [transferFor(open)], {
          head: 100,
          blockTimes: blockTimesOf([{ blockNumber: 100 }]),
        }),
      );
      const [request] = await ctx.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, open.id));
      expect(request?.status).toBe('DETECTED');
      const [entry] = (await audit(`?targetId=${merchant.user.id}&action=user.suspend`)).items;
      expect(entry).toMatchObject({
        before: { status: 'active' },
        after: { status: 'suspended', revokedApiKeys: 1 },
      });

      const activated = await asAdmin('POST', `/api/admin/users/${merchant.user.id}/status`, {
        status: 'active',
      });
      expect(activated.json<AdminUserDetail>().profile.status).toBe('active');
      expect((await login(merchant.user)).statusCode).toBe(200);
      expect((await audit(`?targetId=${merchant.user.id}&action=user.activate`)).total).toBe(1);
    });

    it('refuses an administrator suspending themself', async () => {
      const response = await asAdmin('POST', `/api/admin/users/${admin.id}/status`, {
        status: 'suspended',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('cannotSuspendSelf');
      const check = await asAdmin('GET', '/api/admin/session');
      expect(check.statusCode).toBe(200);
    });
  });

  describe('two-factor reset', () => {
    it('turns two-factor off and audits it', async () => {
      const user = await buildUser(ctx.db);
      await ctx.db
        .insert(twoFactorSecrets)
        .values({ userId: user.id, secret: 'sealed', enabledAt: new Date() });
      const response = await asAdmin('POST', `/api/admin/users/${user.id}/two-factor/reset`);
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminUserDetail>().profile.tfaEnabled).toBe(false);
      const [entry] = (await audit(`?targetId=${user.id}`)).items;
      expect(entry).toMatchObject({
        action: 'user.resetTwoFactor',
        before: { tfaEnabled: true },
        after: { tfaEnabled: false },
      });
    });

    it('refuses an administrator turning off their own two-factor here, with no password', async () => {
      // Issue 18 §5: a stolen admin session could drop the admin's own second factor; the
      // Security page's route asks for the password.
      await ctx.db
        .insert(twoFactorSecrets)
        .values({ userId: admin.id, secret: 'sealed', enabledAt: new Date() })
        .onConflictDoNothing();
      const response = await asAdmin('POST', `/api/admin/users/${admin.id}/two-factor/reset`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('cannotResetOwnTwoFactor');
      const [secret] = await ctx.db
        .select()
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, admin.id));
      expect(secret?.enabledAt).not.toBeNull();
      expect((await audit(`?targetId=${admin.id}&action=user.resetTwoFactor`)).total).toBe(0);
    });
  });
});

describe('the last administrator', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('cannot be demoted or suspended, even by a request that passed the guard earlier', async () => {
    // A request checked while its sender was an admin, acting after they lost the role.
    const formerAdmin = await buildUser(ctx.db);
    const last = await buildUser(ctx.db, { isAdmin: true });
    const accounts = createAccountsAdmin(createAccountsAdminRepository(ctx.db));
    await expect(
      ctx.db.transaction((tx) => accounts.update(tx, formerAdmin.id, last.id, { isAdmin: false })),
    ).rejects.toMatchObject({ statusCode: 409, error: 'lastAdmin' });
    await expect(
      ctx.db.transaction((tx) => accounts.setStatus(tx, formerAdmin.id, last.id, 'suspended')),
    ).rejects.toMatchObject({ statusCode: 409, error: 'lastAdmin' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, last.id));
    expect(row).toMatchObject({ isAdmin: true, status: 'active' });
  });

  it('survives two administrators demoting each other at once', async () => {
    const a = await buildUser(ctx.db, { isAdmin: true });
    const b = await buildUser(ctx.db, { isAdmin: true });
    const [cookieA, cookieB] = await Promise.all([signIn(ctx.app, a), signIn(ctx.app, b)]);
    const demote = (cookie: string, target: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${target}`,
        headers: sessionHeaders(cookie),
        payload: { isAdmin: false },
      });
    // Any admin left from the first test counts too; take them out of the picture.
    await ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.isAdmin, true));
    await ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, a.id));
    await ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, b.id));

    const answers = await Promise.all([demote(cookieA, b.id), demote(cookieB, a.id)]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await ctx.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins.filter((u) => u.status === 'active')).toHaveLength(1);
  });
});
