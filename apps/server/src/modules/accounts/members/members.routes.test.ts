import type { ActiveMembership, AssignableRole, Team } from '@incasso/shared/members';
import type { MerchantAuditEntry } from '@incasso/shared/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorSecrets } from '#server/db/schema/two-factor.ts';
import { buildMailTestApp } from '#test/mail-test-app.ts';
import { tokenFromLink } from '#test/account-flows.ts';
import { nextEvent } from '#test/socket-client.ts';
import { connectSocket, listen } from '#test/socket-client.ts';
import { buildUser, sessionHeaders, signIn, type TestUser } from '#test/factories/users.ts';

// Issue 23, members and roles: an owner invites by email, the invited address joins with its
// role, roles change, members go (their sessions on the merchant end at once), ownership moves,
// the plan's member limit holds, and the merchant's audit log tells who did what.

describe('a merchant’s team', () => {
  let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;

  beforeAll(async () => {
    ctx = await buildMailTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: sessionHeaders(cookie) });

  async function owner(planId: 'free' | 'plus' | 'premium' = 'plus') {
    const user = await buildUser(ctx.db, { planId, displayName: 'Bottega Rossi' });
    return { user, cookie: await signIn(ctx.app, user) };
  }

  /** Invites `person` and returns the token of the link mailed to them. */
  async function invite(ownerCookie: string, email: string, role: AssignableRole) {
    const response = await call(ownerCookie, 'POST', '/api/team/invitations', { email, role });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await ctx.smtp.next(email);
    return { mail, token: tokenFromLink(mail.links[0], '/invitations/accept') };
  }

  async function join(
    ownerCookie: string,
    role: AssignableRole,
  ): Promise<{ person: TestUser; cookie: string }> {
    const person = await buildUser(ctx.db);
    const { token } = await invite(ownerCookie, person.email, role);
    const cookie = await signIn(ctx.app, person);
    const accepted = await call(cookie, 'POST', '/api/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { person, cookie };
  }

  it('makes every account the owner of its own merchant', async () => {
    const { user, cookie } = await owner();
    const membership = await call(cookie, 'GET', '/api/session/membership');
    expect(membership.json<ActiveMembership>()).toMatchObject({
      merchantId: user.id,
      role: 'owner',
      memberships: [{ merchantId: user.id, role: 'owner', merchantName: 'Bottega Rossi' }],
    });
    expect(membership.json<ActiveMembership>().permissions).toContain('members.manage');
  });

  it('invites by email in the inviter’s words, and the invited address joins with its role', async () => {
    const shop = await owner();
    const cashier = await buildUser(ctx.db, { email: 'anna.cassa@example.test' });
    const { mail, token } = await invite(shop.cookie, 'Anna.Cassa@example.test', 'cashier');
    expect(mail.subject).toBe('Invito a unirti a Bottega Rossi su Incasso');
    expect(mail.text).toContain('come cassiere');

    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations/preview',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { token },
    });
    expect(preview.json()).toMatchObject({
      merchantName: 'Bottega Rossi',
      email: 'anna.cassa@example.test',
      role: 'cashier',
    });

    // A forwarded link does not let another address in.
    const stranger = await buildUser(ctx.db);
    const wrong = await call(await signIn(ctx.app, stranger), 'POST', '/api/invitations/accept', {
      token,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('invitationEmailMismatch');

    const cookie = await signIn(ctx.app, cashier);
    const accepted = await call(cookie, 'POST', '/api/invitations/accept', { token });
    expect(accepted.json()).toEqual({
      merchantId: shop.user.id,
      merchantName: 'Bottega Rossi',
      role: 'cashier',
    });
    // The session now acts for the shop, as its cashier; the link is spent.
    const active = (await call(cookie, 'GET', '/api/session/membership')).json<ActiveMembership>();
    expect(active).toMatchObject({ merchantId: shop.user.id, role: 'cashier' });
    expect(active.permissions).toEqual([
      'payments.create',
      'payments.readOwnToday',
      'pos.sell',
      'wallets.read',
    ]);
    expect(active.memberships.map((m) => m.role)).toEqual(['owner', 'cashier']);
    const again = await call(cookie, 'POST', '/api/invitations/accept', { token });
    expect(again.json().error).toBe('invitationInvalid');

    const team = (await call(shop.cookie, 'GET', '/api/team')).json<Team>();
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [shop.user.email, 'owner'],
      ['anna.cassa@example.test', 'cashier'],
    ]);
    expect(team.invitations).toEqual([]);
    expect(team.memberLimit).toBe(3);
  });

  it('lets only the owner manage members: every other role is refused with a key', async () => {
    const shop = await owner('premium');
    for (const role of ['manager', 'cashier', 'accountant', 'developer'] as const) {
      const { cookie } = await join(shop.cookie, role);
      const response = await call(cookie, 'POST', '/api/team/invitations', {
        email: 'someone@example.test',
        role: 'cashier',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('roleForbidden');
      const read = await call(cookie, 'GET', '/api/team');
      expect(read.statusCode).toBe(role === 'manager' ? 200 : 403);
    }
  });

  it('refuses past the plan’s member limit, counting open invitations, as an admin set it', async () => {
    const free = await owner('free');
    const refused = await call(free.cookie, 'POST', '/api/team/invitations', {
      email: 'helper@example.test',
      role: 'manager',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('memberLimitReached');

    const plus = await owner('plus');
    await join(plus.cookie, 'manager');
    await invite(plus.cookie, 'pending@example.test', 'cashier');
    const third = await call(plus.cookie, 'POST', '/api/team/invitations', {
      email: 'third@example.test',
      role: 'cashier',
    });
    expect(third.json().error).toBe('memberLimitReached');
    // Inviting the same address again replaces its invitation rather than counting twice.
    await invite(plus.cookie, 'pending@example.test', 'accountant');

    const admin = await buildUser(ctx.db, { isAdmin: true });
    const raised = await call(await signIn(ctx.app, admin), 'PUT', '/api/admin/plans/plus', {
      name: 'Plus',
      feeBps: 75,
      monthlyCents: 900,
      yearlyCents: 9000,
      features: ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'],
      memberLimit: 4,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await invite(plus.cookie, 'third@example.test', 'cashier');
    const plans = await ctx.app.inject({ url: '/api/plans' });
    expect(
      plans.json<{ id: string; memberLimit: number | null }[]>().map((p) => p.memberLimit),
    ).toEqual([1, 4, null]);
  });

  it('changes roles, never the owner’s, and removal ends the member’s sessions on the merchant at once', async () => {
    const shop = await owner('premium');
    const { person, cookie } = await join(shop.cookie, 'cashier');

    const promoted = await call(shop.cookie, 'PATCH', `/api/team/members/${person.id}`, {
      role: 'manager',
    });
    expect(promoted.json<Team>().members.find((m) => m.userId === person.id)?.role).toBe('manager');
    expect((await call(cookie, 'GET', '/api/team')).statusCode).toBe(200);
    const demoteOwner = await call(shop.cookie, 'PATCH', `/api/team/members/${shop.user.id}`, {
      role: 'manager',
    });
    expect(demoteOwner.json().error).toBe('ownerUntouchable');

    const browser = await connectSocket(await listen(ctx.app), { cookie });
    const ended = nextEvent(browser, 'session:ended');
    const closed = new Promise<string>((resolve) => browser.once('disconnect', resolve));
    const removed = await call(shop.cookie, 'DELETE', `/api/team/members/${person.id}`);
    expect(removed.statusCode).toBe(204);
    await ended;
    expect(await closed).toBe('io server disconnect');
    expect((await call(cookie, 'GET', '/api/session/membership')).statusCode).toBe(401);
    // Their own merchant's sessions are theirs to keep.
    const own = await signIn(ctx.app, person);
    expect((await call(own, 'GET', '/api/session/membership')).json()).toMatchObject({
      merchantId: person.id,
      role: 'owner',
    });
  });

  it('lets a member leave but never the owner, and moves ownership to another member', async () => {
    const shop = await owner('premium');
    const leaver = await join(shop.cookie, 'accountant');
    expect((await call(leaver.cookie, 'POST', '/api/team/leave')).statusCode).toBe(204);
    // The session falls back to the person's own merchant.
    expect((await call(leaver.cookie, 'GET', '/api/session/membership')).json()).toMatchObject({
      merchantId: leaver.person.id,
    });
    const stay = await call(shop.cookie, 'POST', '/api/team/leave');
    expect(stay.statusCode).toBe(409);
    expect(stay.json().error).toBe('lastOwner');

    const heir = await join(shop.cookie, 'manager');
    const moved = await call(shop.cookie, 'POST', '/api/team/transfer-ownership', {
      userId: heir.person.id,
    });
    expect(moved.json<Team>().members.map((m) => [m.userId, m.role])).toEqual([
      [shop.user.id, 'manager'],
      [heir.person.id, 'owner'],
    ]);
    const former = await call(shop.cookie, 'POST', '/api/team/invitations', {
      email: 'x@example.test',
      role: 'cashier',
    });
    expect(former.json().error).toBe('roleForbidden');
    expect((await call(shop.cookie, 'POST', '/api/team/leave')).statusCode).toBe(204);
  });

  it('switches the session between the person’s merchants, and only to those', async () => {
    const shop = await owner('premium');
    const { person, cookie } = await join(shop.cookie, 'developer');
    const back = await call(cookie, 'PUT', '/api/session/merchant', { merchantId: person.id });
    expect(back.json()).toMatchObject({ merchantId: person.id, role: 'owner' });
    expect((await call(cookie, 'GET', '/api/team')).statusCode).toBe(200);
    const other = await buildUser(ctx.db);
    const refused = await call(cookie, 'PUT', '/api/session/merchant', { merchantId: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('notAMember');
    await call(cookie, 'PUT', '/api/session/merchant', { merchantId: shop.user.id });
    expect((await call(cookie, 'GET', '/api/team')).json().error).toBe('roleForbidden');
  });

  /** Two-factor on for `userId`, as the setup leaves it (the sealed secret's value is not read). */
  const withTwoFactor = (userId: string) =>
    ctx.db
      .insert(twoFactorSecrets)
      .values({ userId, secret: 'sealed', enabledAt: new Date() })
      .onConflictDoUpdate({
        target: twoFactorSecrets.userId,
        set: { secret: 'sealed', enabledAt: new Date() },
      });

  it('lets the owner require two-factor of everyone, and refuses a member without it until they set it up', async () => {
    const shop = await owner('premium');
    const { person, cookie } = await join(shop.cookie, 'cashier');
    // The rule binds the owner too: an owner without a second factor cannot switch it on.
    const early = await call(shop.cookie, 'PUT', '/api/team/settings', { requireTwoFactor: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('twoFactorSetupRequired');
    expect((await call(cookie, 'GET', '/api/wallets')).statusCode).toBe(200);

    await withTwoFactor(shop.user.id);
    const on = await call(shop.cookie, 'PUT', '/api/team/settings', { requireTwoFactor: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<Team>().requireTwoFactor).toBe(true);
    expect((await call(shop.cookie, 'GET', '/api/wallets')).statusCode).toBe(200);

    // The cashier acts for the merchant no more: 403 with its key, on every merchant route…
    for (const [method, url] of [
      ['GET', '/api/wallets'],
      ['GET', '/api/products'],
      ['POST', '/api/payments'],
    ] as const) {
      const refused = await call(cookie, method, url, {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error).toBe('twoFactorSetupRequired');
    }
    // …while their own pages stay open, to set it up, and the web is told why. The profile
    // names the merchant's plan and features, those the member's pages work with.
    const profile = await call(cookie, 'GET', '/api/user/profile');
    expect(profile.json()).toMatchObject({ email: person.email, plan: 'premium' });
    expect(profile.json().features).toContain('pos');
    expect((await call(cookie, 'GET', '/api/user/profile')).statusCode).toBe(200);
    expect((await call(cookie, 'POST', '/api/user/2fa/setup')).statusCode).toBe(200);
    const membership = await call(cookie, 'GET', '/api/session/membership');
    expect(membership.json<ActiveMembership>()).toMatchObject({
      role: 'cashier',
      twoFactorSetupRequired: true,
    });

    await withTwoFactor(person.id);
    expect((await call(cookie, 'GET', '/api/wallets')).statusCode).toBe(200);
    expect(
      (await call(cookie, 'GET', '/api/session/membership')).json<ActiveMembership>()
        .twoFactorSetupRequired,
    ).toBe(false);
    // A cashier may not change the rule back.
    const off = await call(cookie, 'PUT', '/api/team/settings', { requireTwoFactor: false });
    expect(off.json().error).toBe('roleForbidden');
  });

  it('keeps the merchant’s audit log of member changes, for the owner only', async () => {
    const shop = await owner('premium');
    await withTwoFactor(shop.user.id);
    const { person, cookie } = await join(shop.cookie, 'cashier');
    await call(shop.cookie, 'PATCH', `/api/team/members/${person.id}`, { role: 'accountant' });
    await call(shop.cookie, 'PUT', '/api/team/settings', { requireTwoFactor: true });
    await call(shop.cookie, 'DELETE', `/api/team/members/${person.id}`);
    const log = await call(shop.cookie, 'GET', '/api/team/audit');
    const entries = log.json<{ entries: MerchantAuditEntry[] }>().entries;
    expect(entries.map((e) => [e.action, e.actor, e.subject])).toEqual([
      ['member.removed', shop.user.email, person.email],
      ['team.twoFactorRequired', shop.user.email, null],
      ['member.roleChanged', shop.user.email, person.email],
      ['member.joined', person.email, person.email],
      ['member.invited', shop.user.email, person.email],
    ]);
    expect(entries[2]?.details).toEqual({ from: 'cashier', to: 'accountant' });
    expect((await call(cookie, 'GET', '/api/team/audit')).statusCode).toBe(401);
  });
});
