import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  ASSISTANT_MESSAGE_MAX,
  type AssistantTool,
  type ProposalKind,
  type ProposalStatus,
  type ProposalSummary,
} from '@incasso/shared/assistant';
import { users } from './users.ts';

// The assistant module's tables (decision note 050): each merchant's conversation, and what
// the model proposed to create until the merchant confirms or dismisses it.

export type AssistantMessageState = 'answering' | 'answered' | 'failed';

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    /** An answer may run longer than a question: the model's output is capped in tokens. */
    text: text('text').notNull(),
    /** An answer is written when it starts (its proposals point at it) and ends. */
    state: text('state').$type<AssistantMessageState>().notNull().default('answered'),
    tools: text('tools').array().$type<AssistantTool[]>().notNull().default([]),
    /** Numbers the answer states that neither the question, the history nor a tool gave. */
    unverifiedNumbers: text('unverified_numbers').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_messages_user_idx').on(table.userId, table.createdAt),
    check('assistant_messages_role_valid', sql`${table.role} in ('user', 'assistant')`),
    check(
      'assistant_messages_user_text_max',
      sql`${table.role} = 'assistant' or char_length(${table.text}) <= ${sql.raw(String(ASSISTANT_MESSAGE_MAX))}`,
    ),
  ],
);

export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

export const assistantProposals = pgTable(
  'assistant_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The answer that proposed it; clearing the history removes its proposals too. */
    messageId: uuid('message_id')
      .notNull()
      .references(() => assistantMessages.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProposalKind>().notNull(),
    /** The validated input, parsed again by the creating service's schema on confirmation. */
    input: jsonb('input').$type<unknown>().notNull(),
    summary: jsonb('summary').$type<ProposalSummary>().notNull(),
    status: text('status').$type<ProposalStatus>().notNull().default('pending'),
    resultId: uuid('result_id'),
    payUrl: varchar('pay_url', { length: 2_048 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('assistant_proposals_message_idx').on(table.messageId),
    check(
      'assistant_proposals_status_valid',
      sql`${table.status} in ('pending', 'confirmed', 'dismissed')`,
    ),
  ],
);

export type AssistantProposalRow = typeof assistantProposals.$inferSelect;
