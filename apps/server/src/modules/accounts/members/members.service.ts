import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@incasso/shared/locale';
import {
  INVITATION_TTL_DAYS,
  type AssignableRole,
  type Invitation,
  type InvitationPreview,
  type InviteMemberInput,
  type MerchantAuditAction,
  type MerchantAuditEntry,
  type Membership,
  type Role,
  type Team,
} from '@incasso/shared/members';
import { AppError } from '#server/lib/app-error.ts';
import type { AuditNote } from '#server/plugins/merchant-audit.ts';
import type { MembersRepository } from './members.repository.ts';

/** The member acting: who they are and the merchant they act for. */
export interface Actor {
  userId: string;
  email: string;
  merchantId: string;
}

export interface MembersServiceDeps {
  repo: MembersRepository;
  /** Runs `work` in one database transaction, on a repository bound to it. */
  transact<T>(work: (repo: MembersRepository) => Promise<T>): Promise<T>;
  people: {
    findByEmail(email: string): Promise<{ id: string; locale: Locale } | undefined>;
    find(id: string): Promise<{ email: string; locale: Locale } | undefined>;
  };
  /** The merchant's name and its plan's member limit (null: none). */
  merchant(merchantId: string): Promise<{ name: string; memberLimit: number | null }>;
  hasSecondFactor(userId: string): Promise<boolean>;
  sendInvitation(invitation: {
    to: string;
    locale: Locale;
    merchantName: string;
    inviter: string;
    role: AssignableRole;
    token: string;
  }): Promise<void>;
  /** Ends the person's sessions acting for the merchant, and tells their open pages at once. */
  endSessions(merchantId: string, userId: string): Promise<void>;
  now?: () => Date;
}

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

const refused = (status: number, key: string, message: string) =>
  new AppError(status, key, message);

/**
 * A merchant's people (issue 23, decision note 091): invitations by email, roles, removal,
 * leaving and ownership transfer. A merchant has exactly one owner: ownership moves only by a
 * transfer, so the owner can never leave or be removed.
 */
export function createMembersService(deps: MembersServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  const audit = (
    r: MembersRepository,
    actor: Actor | null,
    merchantId: string,
    action: MerchantAuditAction,
    subject: string | null,
    details?: Record<string, string>,
  ) =>
    r.insertAudit({
      merchantId,
      actorId: actor?.userId ?? null,
      actorEmail: actor?.email ?? null,
      action,
      subject,
      details,
    });

  /** The member the actor acts on, locked with the rest of the team; never the owner. */
  async function lockedMember(r: MembersRepository, actor: Actor, userId: string) {
    const team = await r.lockMembers(actor.merchantId);
    const member = team.find((row) => row.userId === userId);
    if (!member) throw refused(404, 'memberNotFound', 'No such member.');
    if (member.role === 'owner') {
      throw refused(409, 'ownerUntouchable', 'Transfer ownership before changing the owner.');
    }
    return member;
  }

  async function emailOf(userId: string) {
    return (await deps.people.find(userId))?.email ?? userId;
  }

  return {
    async team(merchantId: string): Promise<Team> {
      const at = now();
      const [members, invitations, merchant, requireTwoFactor] = await Promise.all([
        repo.listMembers(merchantId),
        repo.listInvitations(merchantId, at),
        deps.merchant(merchantId),
        repo.requiresTwoFactor(merchantId),
      ]);
      const factors = await Promise.all(members.map((m) => deps.hasSecondFactor(m.userId)));
      return {
        members: members.map((member, index) => ({
          userId: member.userId,
          email: member.email,
          displayName: member.displayName,
          role: member.role,
          twoFactorEnabled: factors[index] ?? false,
          joinedAt: member.joinedAt.toISOString(),
        })),
        invitations: invitations.map((row): Invitation => ({
          id: row.id,
          email: row.email,
          role: row.role,
          invitedBy: row.invitedBy ?? '',
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
        memberLimit: merchant.memberLimit,
        requireTwoFactor,
      };
    },

    /**
     * Emails an invitation link. Members and open invitations together stay within the plan's
     * limit; inviting an address again replaces its invitation (a new link, the old one dies).
     */
    async invite(actor: Actor, input: InviteMemberInput): Promise<void> {
      const merchant = await deps.merchant(actor.merchantId);
      const invitee = await deps.people.findByEmail(input.email);
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await deps.transact(async (r) => {
        const team = await r.lockMembers(actor.merchantId);
        if (invitee && team.some((row) => row.userId === invitee.id)) {
          throw refused(409, 'alreadyMember', 'This person is already a member.');
        }
        const open = (await r.listInvitations(actor.merchantId, at)).filter(
          (row) => row.email !== input.email,
        );
        if (merchant.memberLimit !== null && team.length + open.length >= merchant.memberLimit) {
          throw refused(403, 'memberLimitReached', 'Your plan allows no more members.');
        }
        await r.upsertInvitation({
          merchantId: actor.merchantId,
          email: input.email,
          role: input.role,
          tokenHash: hashInvitationToken(token),
          invitedBy: actor.userId,
          expiresAt: new Date(at.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
        });
        await audit(r, actor, actor.merchantId, 'member.invited', input.email, {
          role: input.role,
        });
      });
      const inviter = await deps.people.find(actor.userId);
      await deps.sendInvitation({
        to: input.email,
        locale: invitee?.locale ?? inviter?.locale ?? 'it',
        merchantName: merchant.name,
        inviter: actor.email,
        role: input.role,
        token,
      });
    },

    async revokeInvitation(actor: Actor, id: string): Promise<void> {
      await deps.transact(async (r) => {
        const deleted = await r.deleteInvitation(actor.merchantId, id);
        if (!deleted) throw refused(404, 'invitationNotFound', 'No such invitation.');
        await audit(r, actor, actor.merchantId, 'member.invitationRevoked', deleted.email);
      });
    },

    /** What the invitation page shows before anyone signs in. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await repo.findInvitation(hashInvitationToken(token), now());
      if (!row) throw refused(404, 'invitationInvalid', 'This invitation is invalid or expired.');
      return {
        merchantName: row.merchantName,
        email: row.email,
        role: row.role,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * The signed-in person joins with the role they were invited to. Only the invited address
     * may: a forwarded link does not let someone else in.
     */
    async accept(person: { id: string; email: string }, token: string): Promise<Membership> {
      const at = now();
      return deps.transact(async (r) => {
        const invitation = await r.findInvitation(hashInvitationToken(token), at);
        if (!invitation) {
          throw refused(404, 'invitationInvalid', 'This invitation is invalid or expired.');
        }
        if (invitation.email !== person.email) {
          throw refused(403, 'invitationEmailMismatch', 'This invitation is for another address.');
        }
        await r.lockMembers(invitation.merchantId);
        await r.deleteInvitation(invitation.merchantId, invitation.id);
        const joined = await r.insert(invitation.merchantId, person.id, invitation.role);
        if (!joined) throw refused(409, 'alreadyMember', 'You are already a member.');
        await audit(
          r,
          { userId: person.id, email: person.email, merchantId: invitation.merchantId },
          invitation.merchantId,
          'member.joined',
          person.email,
          { role: invitation.role },
        );
        return {
          merchantId: invitation.merchantId,
          merchantName: invitation.merchantName,
          role: invitation.role,
        };
      });
    },

    async changeRole(actor: Actor, userId: string, role: AssignableRole): Promise<void> {
      const subject = await emailOf(userId);
      await deps.transact(async (r) => {
        const member = await lockedMember(r, actor, userId);
        if (member.role === role) return;
        await r.setRole(actor.merchantId, userId, role);
        await audit(r, actor, actor.merchantId, 'member.roleChanged', subject, {
          from: member.role,
          to: role,
        });
      });
    },

    /** The member goes, and so do their sessions on this merchant, at once. */
    async remove(actor: Actor, userId: string): Promise<void> {
      const subject = await emailOf(userId);
      await deps.transact(async (r) => {
        const member = await lockedMember(r, actor, userId);
        await r.delete(actor.merchantId, userId);
        await audit(r, actor, actor.merchantId, 'member.removed', subject, { role: member.role });
      });
      await deps.endSessions(actor.merchantId, userId);
    },

    /**
     * A member leaves the merchant they act for; the owner cannot (transfer first). Their
     * sessions stay, acting for their own merchant or the next they belong to.
     */
    async leave(actor: Actor): Promise<void> {
      await deps.transact(async (r) => {
        const team = await r.lockMembers(actor.merchantId);
        const self = team.find((row) => row.userId === actor.userId);
        if (!self) throw refused(404, 'memberNotFound', 'No such member.');
        if (self.role === 'owner') {
          throw refused(409, 'lastOwner', 'The owner cannot leave: transfer ownership first.');
        }
        await r.delete(actor.merchantId, actor.userId);
        await audit(r, actor, actor.merchantId, 'member.left', actor.email, { role: self.role });
      });
    },

    /** The owner hands the merchant to another member and stays on as its manager. */
    async transferOwnership(actor: Actor, userId: string): Promise<void> {
      const subject = await emailOf(userId);
      await deps.transact(async (r) => {
        const team = await r.lockMembers(actor.merchantId);
        const self = team.find((row) => row.userId === actor.userId);
        const target = team.find((row) => row.userId === userId);
        if (self?.role !== 'owner') {
          throw refused(403, 'roleForbidden', 'Only the owner can transfer ownership.');
        }
        if (userId === actor.userId) {
          throw refused(409, 'alreadyOwner', 'You already own this merchant.');
        }
        if (!target) throw refused(404, 'memberNotFound', 'No such member.');
        await r.setRole(actor.merchantId, userId, 'owner');
        await r.setRole(actor.merchantId, actor.userId, 'manager');
        await audit(r, actor, actor.merchantId, 'member.ownershipTransferred', subject, {
          from: actor.email,
        });
      });
    },

    /**
     * The owner's rule that every member has a second factor. It binds the owner too, so it is
     * switched on only by an owner who has one (else the next request would lock them out).
     */
    async setRequireTwoFactor(actor: Actor, requireTwoFactor: boolean): Promise<void> {
      if (requireTwoFactor && !(await deps.hasSecondFactor(actor.userId))) {
        throw refused(
          409,
          'twoFactorSetupRequired',
          'Turn on two-factor authentication for yourself before requiring it of the team.',
        );
      }
      await deps.transact(async (r) => {
        await r.setRequireTwoFactor(actor.merchantId, requireTwoFactor);
        const action = requireTwoFactor ? 'team.twoFactorRequired' : 'team.twoFactorOptional';
        await audit(r, actor, actor.merchantId, action, null);
      });
    },

    /** The merchants a person belongs to, their own first (the header's switcher). */
    async memberships(userId: string): Promise<Membership[]> {
      const rows = await repo.listForPerson(userId);
      return rows.map(({ merchantId, merchantName, role }) => ({ merchantId, merchantName, role }));
    },

    /** The person's role at the merchant, or undefined when they are not a member. */
    async roleAt(merchantId: string, userId: string): Promise<Role | undefined> {
      return (await repo.find(merchantId, userId))?.role;
    },

    /** Who hears of something that concerns `roles` (notifications and emails). */
    recipients: (merchantId: string, roles: readonly Role[]) => repo.withRoles(merchantId, roles),

    requiresTwoFactor: (merchantId: string) => repo.requiresTwoFactor(merchantId),

    /** A merchant of the person's requires two-factor: a password sign-in asks for it. */
    requiredOfPerson: (userId: string) => repo.requiredOfPerson(userId),

    /** The merchant requires a second factor and the person has none: they must set one up. */
    async twoFactorMissing(merchantId: string, userId: string): Promise<boolean> {
      return (await repo.requiresTwoFactor(merchantId)) && !(await deps.hasSecondFactor(userId));
    },

    async auditLog(merchantId: string): Promise<MerchantAuditEntry[]> {
      const rows = await repo.listAudit(merchantId, 200);
      return rows.map(({ entry, actorName }) => ({
        id: entry.id,
        action: entry.action,
        actor: entry.actorEmail,
        actorName,
        subject: entry.subject,
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
      }));
    },

    /** A sensitive action another module's route did (plugins/merchant-audit.ts). */
    record: (actor: Actor, note: AuditNote) =>
      audit(repo, actor, actor.merchantId, note.action, note.subject, note.details),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
