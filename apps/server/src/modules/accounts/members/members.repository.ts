import { and, asc, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { AssignableRole, MerchantAuditAction, Role } from '@incasso/shared/members';
import type { Database } from '#server/db/client.ts';
import {
  memberInvitations,
  memberships,
  merchantAuditLog,
  teamSettings,
} from '#server/db/schema/members.ts';
import { users } from '#server/db/schema/users.ts';

/** Memberships, invitations, team settings and the merchant's audit log (decision note 091). */
export function createMembersRepository(db: Database) {
  return {
    /** The founder of a new account owns its merchant from the start. */
    async insertOwner(userId: string) {
      await db
        .insert(memberships)
        .values({ merchantId: userId, userId, role: 'owner' })
        .onConflictDoNothing();
    },

    async insert(merchantId: string, userId: string, role: Role) {
      const [row] = await db
        .insert(memberships)
        .values({ merchantId, userId, role })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async find(merchantId: string, userId: string) {
      const [row] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.merchantId, merchantId), eq(memberships.userId, userId)));
      return row;
    },

    /** The merchant's members with the person's email and name, owners first. */
    async listMembers(merchantId: string) {
      return db
        .select({
          userId: memberships.userId,
          role: memberships.role,
          joinedAt: memberships.createdAt,
          email: users.email,
          displayName: users.displayName,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.merchantId, merchantId))
        .orderBy(asc(memberships.createdAt));
    },

    /** The members holding one of `roles` (who hears of what concerns their role). */
    async withRoles(merchantId: string, roles: readonly Role[]) {
      const rows = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.merchantId, merchantId), inArray(memberships.role, [...roles])));
      return rows.map((row) => row.userId);
    },

    /** The merchants a person belongs to, with each merchant's name, their own first. */
    async listForPerson(userId: string) {
      return db
        .select({
          merchantId: memberships.merchantId,
          role: memberships.role,
          merchantName: users.displayName,
          joinedAt: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.merchantId))
        .where(eq(memberships.userId, userId))
        .orderBy(desc(eq(memberships.merchantId, userId)), asc(memberships.createdAt));
    },

    /** Locks the merchant's memberships, so that concurrent changes see one another. */
    async lockMembers(merchantId: string) {
      return db
        .select()
        .from(memberships)
        .where(eq(memberships.merchantId, merchantId))
        .for('update');
    },

    async setRole(merchantId: string, userId: string, role: Role) {
      await db
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.merchantId, merchantId), eq(memberships.userId, userId)));
    },

    async delete(merchantId: string, userId: string) {
      const deleted = await db
        .delete(memberships)
        .where(and(eq(memberships.merchantId, merchantId), eq(memberships.userId, userId)))
        .returning({ userId: memberships.userId });
      return deleted.length > 0;
    },

    async countOpenInvitations(merchantId: string, now: Date) {
      const [row] = await db
        .select({ value: count() })
        .from(memberInvitations)
        .where(
          and(eq(memberInvitations.merchantId, merchantId), gt(memberInvitations.expiresAt, now)),
        );
      return row?.value ?? 0;
    },

    /** A new invitation for the address, replacing an earlier one to the same merchant. */
    async upsertInvitation(values: {
      merchantId: string;
      email: string;
      role: AssignableRole;
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    }) {
      const [row] = await db
        .insert(memberInvitations)
        .values(values)
        .onConflictDoUpdate({
          target: [memberInvitations.merchantId, memberInvitations.email],
          set: {
            role: values.role,
            tokenHash: values.tokenHash,
            invitedBy: values.invitedBy,
            expiresAt: values.expiresAt,
            createdAt: new Date(),
          },
        })
        .returning();
      if (!row) throw new Error('invitation upsert returned no row');
      return row;
    },

    async listInvitations(merchantId: string, now: Date) {
      return db
        .select({
          id: memberInvitations.id,
          email: memberInvitations.email,
          role: memberInvitations.role,
          createdAt: memberInvitations.createdAt,
          expiresAt: memberInvitations.expiresAt,
          invitedBy: users.email,
        })
        .from(memberInvitations)
        .leftJoin(users, eq(users.id, memberInvitations.invitedBy))
        .where(
          and(eq(memberInvitations.merchantId, merchantId), gt(memberInvitations.expiresAt, now)),
        )
        .orderBy(asc(memberInvitations.createdAt));
    },

    /** The unexpired invitation a token hash opens, with the merchant's name. */
    async findInvitation(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: memberInvitations.id,
          merchantId: memberInvitations.merchantId,
          email: memberInvitations.email,
          role: memberInvitations.role,
          expiresAt: memberInvitations.expiresAt,
          merchantName: users.displayName,
        })
        .from(memberInvitations)
        .innerJoin(users, eq(users.id, memberInvitations.merchantId))
        .where(
          and(eq(memberInvitations.tokenHash, tokenHash), gt(memberInvitations.expiresAt, now)),
        );
      return row;
    },

    async deleteInvitation(merchantId: string, id: string) {
      const deleted = await db
        .delete(memberInvitations)
        .where(and(eq(memberInvitations.merchantId, merchantId), eq(memberInvitations.id, id)))
        .returning();
      return deleted[0];
    },

    /** Expired invitations go: they no longer count against the plan's limit anyway. */
    async deleteExpiredInvitations(now: Date) {
      await db.delete(memberInvitations).where(lt(memberInvitations.expiresAt, now));
    },

    async requiresTwoFactor(merchantId: string) {
      const [row] = await db
        .select({ value: teamSettings.requireTwoFactor })
        .from(teamSettings)
        .where(eq(teamSettings.merchantId, merchantId));
      return row?.value ?? false;
    },

    /** True when a merchant the person belongs to requires two-factor of its members. */
    async requiredOfPerson(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ merchantId: memberships.merchantId })
        .from(memberships)
        .innerJoin(teamSettings, eq(teamSettings.merchantId, memberships.merchantId))
        .where(and(eq(memberships.userId, userId), eq(teamSettings.requireTwoFactor, true)))
        .limit(1);
      return row !== undefined;
    },

    async setRequireTwoFactor(merchantId: string, requireTwoFactor: boolean) {
      await db
        .insert(teamSettings)
        .values({ merchantId, requireTwoFactor })
        .onConflictDoUpdate({
          target: teamSettings.merchantId,
          set: { requireTwoFactor, updatedAt: new Date() },
        });
    },

    async insertAudit(values: {
      merchantId: string;
      actorId: string | null;
      actorEmail: string | null;
      action: MerchantAuditAction;
      subject: string | null;
      details?: Record<string, string>;
    }) {
      await db.insert(merchantAuditLog).values(values);
    },

    async listAudit(merchantId: string, limit: number) {
      return db
        .select({ entry: merchantAuditLog, actorName: users.displayName })
        .from(merchantAuditLog)
        .leftJoin(users, eq(users.id, merchantAuditLog.actorId))
        .where(eq(merchantAuditLog.merchantId, merchantId))
        .orderBy(desc(merchantAuditLog.createdAt), desc(merchantAuditLog.id))
        .limit(limit);
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
