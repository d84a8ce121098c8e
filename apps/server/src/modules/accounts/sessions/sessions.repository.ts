import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { plans } from '#server/db/schema/plans.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';

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

    /** The unexpired session with this token hash, with its user. */
    async findActive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          expiresAt: sessions.expiresAt,
          id: users.id,
          email: users.email,
          isAdmin: users.isAdmin,
          planId: users.planId,
          features: plans.features,
          status: users.status,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(plans, eq(plans.id, users.planId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row;
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
