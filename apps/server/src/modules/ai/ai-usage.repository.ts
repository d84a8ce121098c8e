import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { aiUsage } from '#server/db/schema/ai.ts';

/** The day a use counts against: the UTC date, so every process agrees when a day ends. */
export const usageDay = (at: Date) => at.toISOString().slice(0, 10);

export function createAiUsageRepository(db: Database) {
  return {
    async tokensOn(userId: string, day: string): Promise<number> {
      const [row] = await db
        .select({ tokens: aiUsage.tokens })
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)));
      return row?.tokens ?? 0;
    },

    async add(userId: string, day: string, tokens: number): Promise<void> {
      await db
        .insert(aiUsage)
        .values({ userId, day, tokens, requests: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day],
          set: {
            tokens: sql`${aiUsage.tokens} + ${tokens}`,
            requests: sql`${aiUsage.requests} + 1`,
          },
        });
    },
  };
}

export type AiUsageRepository = ReturnType<typeof createAiUsageRepository>;
