import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { oneTimeTokens, type OneTimeTokenPurpose } from '#server/db/schema/one-time-tokens.ts';

export function createOneTimeTokensRepository(db: Database) {
  return {
    async insert(row: {
      userId: string;
      purpose: OneTimeTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(oneTimeTokens).values(row);
    },

    /**
     * Marks the token used and returns its user, in one statement: of two requests racing with
     * the same token only one gets the row back.
     */
    async consume(tokenHash: string, purpose: OneTimeTokenPurpose, now: Date) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      return row?.userId;
    },

    async spendAll(userId: string, purpose: OneTimeTokenPurpose, now: Date) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        );
    },
  };
}
