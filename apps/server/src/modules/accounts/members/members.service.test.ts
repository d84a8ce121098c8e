import { randomUUID } from 'node:crypto';
import type { Role } from '@incasso/shared/members';
import { describe, expect, it } from 'vitest';
import { defined } from '#test/defined.ts';
import { errorKeyOf } from '#test/error-key.ts';
import type { MembersRepository } from './members.repository.ts';
import { createMembersService, hashInvitationToken, type Actor } from './members.service.ts';

// The team's rules, branch by branch, on an in-memory repository: the plan's limit counts
// members and open invitations, the owner is never changed, removed or gone, ownership moves
// only from the owner, and an invitation opens for its own address only, once.

const NOW = new Date('2027-03-01T10:00:00Z');

function team(limit: number | null) {
  const merchantId = randomUUID();
  const members = new Map<string, Role>([[merchantId, 'owner']]);
  const invitations: {
    id: string;
    email: string;
    role: 'cashier';
    tokenHash: string;
    expiresAt: Date;
  }[] = [];
  const audit: string[] = [];
  const ended: string[] = [];
  const sent: { to: string; token: string }[] = [];
  const rows = () =>
    [...members].map(([userId, role]) => ({ merchantId, userId, role, createdAt: NOW }));
  const repo = {
    lockMembers: async () => rows(),
    listInvitations: async (_m: string, at: Date) =>
      invitations
        .filter((row) => row.expiresAt > at)
        .map((row) => ({ ...row, createdAt: NOW, invitedBy: null })),
    async upsertInvitation(values: { email: string; tokenHash: string; expiresAt: Date }) {
      const existing = invitations.findIndex((row) => row.email === values.email);
      if (existing >= 0) invitations.splice(existing, 1);
      const row = { id: randomUUID(), role: 'cashier' as const, ...values };
      invitations.push(row);
      return { ...row, merchantId, invitedBy: null, createdAt: NOW };
    },
    async findInvitation(tokenHash: string, at: Date) {
      const row = invitations.find((i) => i.tokenHash === tokenHash && i.expiresAt > at);
      return row && { ...row, merchantId, merchantName: 'Shop' };
    },
    async deleteInvitation(_m: string, id: string) {
      const index = invitations.findIndex((row) => row.id === id);
      return index >= 0 ? invitations.splice(index, 1)[0] : undefined;
    },
    async insert(_m: string, userId: string, role: Role) {
      if (members.has(userId)) return undefined;
      members.set(userId, role);
      return { merchantId, userId, role, createdAt: NOW };
    },
    setRole: async (_m: string, userId: string, role: Role) => void members.set(userId, role),
    delete: async (_m: string, userId: string) => members.delete(userId),
    insertAudit: async (entry: { action: string }) => void audit.push(entry.action),
  };
  const service = createMembersService({
    repo: repo as Partial<MembersRepository> as MembersRepository,
    transact: (work) => work(repo as Partial<MembersRepository> as MembersRepository),
    people: {
      findByEmail: async () => undefined,
      find: async (id) => ({ email: `${id}@example.test`, locale: 'en' }),
    },
    merchant: async () => ({ name: 'Shop', memberLimit: limit }),
    hasSecondFactor: async () => false,
    sendInvitation: async ({ to, token }) => void sent.push({ to, token }),
    endSessions: async (_m, userId) => void ended.push(userId),
    now: () => NOW,
  });
  const owner: Actor = { userId: merchantId, email: 'owner@example.test', merchantId };
  return { service, owner, members, invitations, audit, ended, sent, merchantId };
}

describe('the team’s rules', () => {
  it('counts members and open invitations against the plan’s limit, expired ones not', async () => {
    const t = team(2);
    await t.service.invite(t.owner, { email: 'a@example.test', role: 'cashier' });
    expect(
      await errorKeyOf(t.service.invite(t.owner, { email: 'b@example.test', role: 'cashier' })),
    ).toBe('memberLimitReached');
    // The same address again replaces its own invitation.
    await t.service.invite(t.owner, { email: 'a@example.test', role: 'cashier' });
    expect(t.invitations).toHaveLength(1);
    defined(t.invitations[0], 'the invitation').expiresAt = new Date(NOW.getTime() - 1);
    await t.service.invite(t.owner, { email: 'b@example.test', role: 'cashier' });
    expect(t.sent.map((mail) => mail.to)).toEqual([
      'a@example.test',
      'a@example.test',
      'b@example.test',
    ]);
  });

  it('opens an invitation for its own address only, and only once', async () => {
    const t = team(null);
    await t.service.invite(t.owner, { email: 'anna@example.test', role: 'cashier' });
    const token = defined(t.sent[0], 'the mail').token;
    expect(t.invitations[0]?.tokenHash).toBe(hashInvitationToken(token));
    const anna = { id: randomUUID(), email: 'anna@example.test' };
    expect(
      await errorKeyOf(t.service.accept({ id: randomUUID(), email: 'eve@example.test' }, token)),
    ).toBe('invitationEmailMismatch');
    expect(await t.service.accept(anna, token)).toMatchObject({ role: 'cashier' });
    expect(t.members.get(anna.id)).toBe('cashier');
    expect(await errorKeyOf(t.service.accept(anna, token))).toBe('invitationInvalid');
  });

  it('never changes, removes or lets go of the owner', async () => {
    const t = team(null);
    expect(await errorKeyOf(t.service.changeRole(t.owner, t.merchantId, 'manager'))).toBe(
      'ownerUntouchable',
    );
    expect(await errorKeyOf(t.service.remove(t.owner, t.merchantId))).toBe('ownerUntouchable');
    expect(await errorKeyOf(t.service.leave(t.owner))).toBe('lastOwner');
    expect(t.members.get(t.merchantId)).toBe('owner');
    expect(t.ended).toEqual([]);
  });

  it('removes a member and ends their sessions; a member leaves without ending them', async () => {
    const t = team(null);
    const cashier = randomUUID();
    const accountant = randomUUID();
    t.members.set(cashier, 'cashier');
    t.members.set(accountant, 'accountant');
    await t.service.remove(t.owner, cashier);
    await t.service.leave({
      userId: accountant,
      email: 'acc@example.test',
      merchantId: t.merchantId,
    });
    expect([...t.members.keys()]).toEqual([t.merchantId]);
    expect(t.ended).toEqual([cashier]);
    expect(t.audit).toEqual(['member.removed', 'member.left']);
    expect(await errorKeyOf(t.service.remove(t.owner, cashier))).toBe('memberNotFound');
  });

  it('moves ownership only from the owner to a member, who then is the one owner', async () => {
    const t = team(null);
    const manager = randomUUID();
    t.members.set(manager, 'manager');
    const asManager: Actor = { userId: manager, email: 'm@example.test', merchantId: t.merchantId };
    expect(await errorKeyOf(t.service.transferOwnership(asManager, manager))).toBe('roleForbidden');
    expect(await errorKeyOf(t.service.transferOwnership(t.owner, t.merchantId))).toBe(
      'alreadyOwner',
    );
    expect(await errorKeyOf(t.service.transferOwnership(t.owner, randomUUID()))).toBe(
      'memberNotFound',
    );
    await t.service.transferOwnership(t.owner, manager);
    expect(Object.fromEntries(t.members)).toEqual({
      [manager]: 'owner',
      [t.merchantId]: 'manager',
    });
  });
});
