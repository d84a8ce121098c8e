import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserQuery } from '@incasso/shared/admin';
import type { Database } from '#server/db/client.ts';
import { fiscalProfiles } from '#server/db/schema/fiscal-profiles.ts';
import { passkeys } from '#server/db/schema/passkeys.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { recoveryCodes, twoFactorSecrets } from '#server/db/schema/two-factor.ts';
import { users, type NewUserRow, type UserRow } from '#server/db/schema/users.ts';

/** LIKE's own characters taken literally: a search for "50%" finds "50%", not everything. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  email: users.email,
  displayName: users.displayName,
} as const;

/** The accounts queries of the admin area; writes take the caller's transaction. */
export function createAccountsAdminRepository(db: Database) {
  function filters(query: AdminUserQuery): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      const match = or(
        ilike(users.email, pattern),
        ilike(users.displayName, pattern),
        ilike(fiscalProfiles.vatNumber, pattern),
      );
      if (match) conditions.push(match);
    }
    if (query.status) conditions.push(eq(users.status, query.status));
    if (query.plan) conditions.push(eq(users.planId, query.plan));
    if (query.accountType) conditions.push(eq(users.accountType, query.accountType));
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  return {
    async search(query: AdminUserQuery) {
      const where = filters(query);
      const column = SORT_COLUMNS[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, vatNumber: fiscalProfiles.vatNumber })
          .from(users)
          .leftJoin(fiscalProfiles, eq(fiscalProfiles.userId, users.id))
          .where(where)
          // The id breaks ties, so a page never repeats or skips a row of equal sort value.
          .orderBy(
            query.order === 'asc' ? asc(column) : desc(column),
            query.order === 'asc' ? asc(users.id) : desc(users.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ n: count() })
          .from(users)
          .leftJoin(fiscalProfiles, eq(fiscalProfiles.userId, users.id))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The account, locked until the transaction ends, so two admins' changes queue up. */
    async lock(tx: Database, id: string): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    /**
     * The active administrators, locked: two admins removing each other at once cannot both
     * see "another admin remains" (the second waits and counts again).
     */
    async lockActiveAdmins(tx: Database): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.status, 'active')))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async update(
      tx: Database,
      id: string,
      changes: Partial<
        Pick<
          NewUserRow,
          'displayName' | 'accountType' | 'planId' | 'isAdmin' | 'customFeeBps' | 'status'
        >
      >,
    ): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`account ${id} vanished under its lock`);
      return row;
    },

    async revokeSessions(tx: Database, userId: string): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    /**
     * Two-factor off: the secret, the recovery codes and the passkeys go (a lost phone takes
     * its passkeys with it). Whether two-factor was on, and how many passkeys were removed.
     */
    async resetTwoFactor(
      tx: Database,
      userId: string,
    ): Promise<{ tfaEnabled: boolean; passkeys: number }> {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const removed = await tx
        .delete(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId))
        .returning({ enabledAt: twoFactorSecrets.enabledAt });
      const keys = await tx
        .delete(passkeys)
        .where(eq(passkeys.userId, userId))
        .returning({ id: passkeys.id });
      return { tfaEnabled: removed.some((row) => row.enabledAt !== null), passkeys: keys.length };
    },

    /** Accounts by plan and the admins apart, for the dashboard. */
    async planCounts(): Promise<{ plan: UserRow['planId']; count: number }[]> {
      return db
        .select({ plan: users.planId, count: count() })
        .from(users)
        .where(eq(users.isAdmin, false))
        .groupBy(users.planId);
    },

    /** Merchant accounts created per UTC day since `from`. */
    async signupsPerDay(from: Date): Promise<{ day: string; count: number }[]> {
      const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: count() })
        .from(users)
        .where(and(eq(users.isAdmin, false), sql`${users.createdAt} >= ${from.toISOString()}`))
        .groupBy(day);
    },
  };
}

export type AccountsAdminRepository = ReturnType<typeof createAccountsAdminRepository>;
