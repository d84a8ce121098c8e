import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { webauthnChallenges, type WebauthnPurpose } from '#server/db/schema/passkeys.ts';

/** Long enough to find a security key or unlock a phone, short enough to be worthless later. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export function createWebauthnChallengesRepository(db: Database) {
  const t = webauthnChallenges;
  return {
    /** Stores a new challenge, sweeping the expired ones so the table stays small. */
    async issue(challenge: string, purpose: WebauthnPurpose, userId: string | null, now: Date) {
      await db.delete(t).where(lt(t.expiresAt, now));
      await db.insert(t).values({
        challenge,
        purpose,
        userId,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
        createdAt: now,
      });
    },

    /**
     * Spends the challenge: true when it was issued for this purpose (and user) and has not
     * expired. The row goes either way, so a second answer to the same challenge is refused.
     */
    async consume(
      challenge: string,
      purpose: WebauthnPurpose,
      userId: string | null,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .delete(t)
        .where(
          and(
            eq(t.challenge, challenge),
            eq(t.purpose, purpose),
            userId === null ? isNull(t.userId) : eq(t.userId, userId),
          ),
        )
        .returning({ expiresAt: t.expiresAt });
      return rows.some((row) => row.expiresAt > now);
    },
  };
}

export type WebauthnChallengesRepository = ReturnType<typeof createWebauthnChallengesRepository>;
