import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { recoveryCodes, twoFactorSecrets } from '#server/db/schema/two-factor.ts';

export function createTwoFactorRepository(db: Database) {
  const t = twoFactorSecrets;
  return {
    async find(userId: string) {
      const [row] = await db.select().from(t).where(eq(t.userId, userId));
      return row;
    },

    async isEnabled(userId: string) {
      const [row] = await db
        .select({ userId: t.userId })
        .from(t)
        .where(and(eq(t.userId, userId), isNotNull(t.secret)));
      return row !== undefined;
    },

    async savePending(userId: string, pendingSecret: string, now: Date) {
      await db
        .insert(t)
        .values({ userId, pendingSecret, updatedAt: now })
        .onConflictDoUpdate({ target: t.userId, set: { pendingSecret, updatedAt: now } });
    },

    /**
     * Promotes the pending secret the code was checked against (unless a newer setup replaced
     * it meanwhile) and replaces the recovery codes, all or nothing. False when it lost a race.
     */
    async enable(
      userId: string,
      checked: { pendingSecret: string; step: number },
      codeHashes: string[],
      now: Date,
    ) {
      return db.transaction(async (tx) => {
        const promoted = await tx
          .update(t)
          .set({
            secret: checked.pendingSecret,
            pendingSecret: null,
            enabledAt: now,
            lastUsedStep: checked.step,
            updatedAt: now,
          })
          .where(
            and(eq(t.userId, userId), eq(t.pendingSecret, checked.pendingSecret), isNull(t.secret)),
          )
          .returning({ userId: t.userId });
        if (promoted.length === 0) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      });
    },

    /** Records `step` as used; false when that step (or a later one) was used already. */
    async useStep(userId: string, step: number, now: Date) {
      const rows = await db
        .update(t)
        .set({ lastUsedStep: step, updatedAt: now })
        .where(
          and(
            eq(t.userId, userId),
            isNotNull(t.secret),
            or(isNull(t.lastUsedStep), lt(t.lastUsedStep, step)),
          ),
        )
        .returning({ userId: t.userId });
      return rows.length === 1;
    },

    /** Spends an unused recovery code; false when there is none with this hash. */
    async useRecoveryCode(userId: string, codeHash: string, now: Date) {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async disable(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(t).where(eq(t.userId, userId));
      });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
