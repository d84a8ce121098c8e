import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AssistantTool, ProposalKind, ProposalSummary } from '@incasso/shared/assistant';
import type { Database } from '#server/db/client.ts';
import {
  assistantMessages,
  assistantProposals,
  type AssistantMessageRow,
  type AssistantMessageState,
  type AssistantProposalRow,
} from '#server/db/schema/assistant.ts';

/** Every query of the assistant: always one merchant's rows, never another's. */
export function createAssistantRepository(db: Database) {
  const owned = (userId: string, id: string) =>
    and(eq(assistantProposals.userId, userId), eq(assistantProposals.id, id));

  return {
    /** The newest `limit` messages, oldest first. */
    async recentMessages(userId: string, limit: number): Promise<AssistantMessageRow[]> {
      const rows = await db
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.userId, userId))
        .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    proposalsOf(userId: string, messageIds: string[]): Promise<AssistantProposalRow[]> {
      if (messageIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(assistantProposals)
        .where(
          and(
            eq(assistantProposals.userId, userId),
            inArray(assistantProposals.messageId, messageIds),
          ),
        )
        .orderBy(asc(assistantProposals.createdAt));
    },

    /** A question and the answer it starts, in that order (the answer a millisecond later). */
    async startExchange(userId: string, text: string, at: Date): Promise<string> {
      const rows = await db
        .insert(assistantMessages)
        .values([
          { userId, role: 'user', text, createdAt: at },
          {
            userId,
            role: 'assistant',
            text: '',
            state: 'answering',
            createdAt: new Date(at.getTime() + 1),
          },
        ])
        .returning({ id: assistantMessages.id, role: assistantMessages.role });
      const answer = rows.find((row) => row.role === 'assistant');
      if (!answer) throw new Error('the answer row was not inserted');
      return answer.id;
    },

    async finishAnswer(
      id: string,
      answer: {
        text: string;
        tools: AssistantTool[];
        state: AssistantMessageState;
        unverifiedNumbers: string[];
      },
    ): Promise<void> {
      await db.update(assistantMessages).set(answer).where(eq(assistantMessages.id, id));
    },

    async clear(userId: string): Promise<void> {
      await db.delete(assistantMessages).where(eq(assistantMessages.userId, userId));
    },

    async insertProposal(values: {
      userId: string;
      messageId: string;
      kind: ProposalKind;
      input: unknown;
      summary: ProposalSummary;
    }): Promise<AssistantProposalRow> {
      const [row] = await db.insert(assistantProposals).values(values).returning();
      if (!row) throw new Error('proposal insert returned no row');
      return row;
    },

    async findProposal(userId: string, id: string): Promise<AssistantProposalRow | undefined> {
      const [row] = await db.select().from(assistantProposals).where(owned(userId, id));
      return row;
    },

    /**
     * Moves a pending proposal on, in one statement: of two concurrent confirmations only one
     * gets the row back, so only one creates anything.
     */
    async decide(
      userId: string,
      id: string,
      status: 'confirmed' | 'dismissed',
      at: Date,
    ): Promise<AssistantProposalRow | undefined> {
      const [row] = await db
        .update(assistantProposals)
        .set({ status, decidedAt: at })
        .where(and(owned(userId, id), eq(assistantProposals.status, 'pending')))
        .returning();
      return row;
    },

    /** A confirmation whose creation failed leaves the proposal pending again. */
    async reopen(id: string): Promise<void> {
      await db
        .update(assistantProposals)
        .set({ status: 'pending', decidedAt: null })
        .where(eq(assistantProposals.id, id));
    },

    async setResult(
      id: string,
      result: { resultId: string; payUrl: string | null },
    ): Promise<AssistantProposalRow> {
      const [row] = await db
        .update(assistantProposals)
        .set(result)
        .where(eq(assistantProposals.id, id))
        .returning();
      if (!row) throw new Error('proposal vanished while confirmed');
      return row;
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
