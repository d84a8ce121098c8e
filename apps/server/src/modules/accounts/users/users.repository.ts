import { and, eq, isNull } from 'drizzle-orm';
import type { UserStatus } from '@incasso/shared/accounts/auth';
import type { PlanId } from '@incasso/shared/plans';
import type { Database } from '#server/db/client.ts';
import { users, type NewUserRow } from '#server/db/schema/users.ts';

export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The new user, or undefined when the email is taken (also by a concurrent insert). */
    async insertIfEmailFree(row: NewUserRow) {
      const [user] = await db
        .insert(users)
        .values(row)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return user;
    },

    /** The emailed link was followed: the account may sign in from now on. */
    async activate(id: string) {
      const now = new Date();
      const [row] = await db
        .update(users)
        .set({ status: 'active', emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, id), eq(users.status, 'pending')))
        .returning();
      return row;
    },

    async hasAdmin() {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.isAdmin, true))
        .limit(1);
      return row !== undefined;
    },

    async setStatus(id: string, status: UserStatus) {
      await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setPasswordHash(id: string, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setPaymentTolerance(id: string, paymentToleranceBps: number) {
      await db
        .update(users)
        .set({ paymentToleranceBps, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** The fields given; the others stay as they are. */
    async updateProfile(id: string, changes: Pick<NewUserRow, 'displayName' | 'timeZone'>) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    async setPlan(id: string, planId: PlanId) {
      await db.update(users).set({ planId, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** Keeps the first confirmation's time. */
    async markEmailVerified(id: string) {
      const now = new Date();
      await db
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
