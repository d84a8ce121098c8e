import { and, asc, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { memberships, teamSettings } from '#server/db/schema/members.ts';
import { passkeys } from '#server/db/schema/passkeys.ts';
import { plans } from '#server/db/schema/plans.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { twoFactorSecrets } from '#server/db/schema/two-factor.ts';
import { users } from '#server/db/schema/users.ts';

// The merchant a session acts for is an account too: its row holds the plan.
const merchants = alias(users, 'merchants');

export function createSessionsRepository(db: Database) {
  return {
    async insert(row: {
      userId: string;
      tokenHash: string;
      ip: string;
      userAgent: string;
      expiresAt: Date;
    }) {
      const [session] = await db.insert(sessions).values(row).returning({ id: sessions.id });
      if (!session) throw new Error('session insert returned no row');
      return session;
    },

    /**
     * The unexpired session with this token hash, with its person and the membership it acts
     * as (decision note 091): the one it switched to while it lasts, else the person's own
     * merchant, else the first they joined; the merchant's plan gates features, its status
     * whether it may act, its team rules whether a person without two-factor may.
     */
    async findActive(tokenHash: string, now: Date) {
      const active = db
        .select({ merchantId: memberships.merchantId, role: memberships.role })
        .from(memberships)
        .where(eq(memberships.userId, sessions.userId))
        .orderBy(
          desc(sql`${memberships.merchantId} is not distinct from ${sessions.activeMerchantId}`),
          desc(sql`${memberships.merchantId} = ${sessions.userId}`),
          asc(memberships.createdAt),
        )
        .limit(1)
        .as('active');
      const [row] = await db
        .select({
          sessionId: sessions.id,
          expiresAt: sessions.expiresAt,
          id: users.id,
          email: users.email,
          isAdmin: users.isAdmin,
          status: users.status,
          merchantId: active.merchantId,
          role: active.role,
          planId: merchants.planId,
          features: plans.features,
          merchantStatus: merchants.status,
          requireTwoFactor: teamSettings.requireTwoFactor,
          // The team's rule is met by a TOTP secret or a passkey (decision note 098).
          tfaEnabled: sql<boolean>`(exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.userId} = ${sessions.userId} and ${twoFactorSecrets.secret} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${sessions.userId}))`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoinLateral(active, sql`true`)
        .leftJoin(merchants, eq(merchants.id, active.merchantId))
        .leftJoin(plans, eq(plans.id, merchants.planId))
        .leftJoin(teamSettings, eq(teamSettings.merchantId, active.merchantId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row;
    },

    /** The session acts for `merchantId` from the next request on. */
    async setActiveMerchant(sessionId: string, merchantId: string) {
      await db
        .update(sessions)
        .set({ activeMerchantId: merchantId })
        .where(eq(sessions.id, sessionId));
    },

    /**
     * Ends the person's sessions acting for the merchant (a removed member); a session that
     * never switched acts for the person's own merchant.
     */
    async deleteForMembership(merchantId: string, userId: string) {
      const own = merchantId === userId;
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            own
              ? or(eq(sessions.activeMerchantId, merchantId), isNull(sessions.activeMerchantId))
              : eq(sessions.activeMerchantId, merchantId),
          ),
        );
    },

    async extend(sessionId: string, expiresAt: Date) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    },

    async deleteByTokenHash(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteForUser(userId: string, exceptSessionId?: string) {
      await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        );
    },
  };
}
