import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DomainEventType } from '@incasso/shared/domain-events';

/**
 * The outbox of domain events (decision note 031): written in the same transaction as the
 * change it describes, then handed to every listener after the commit, in order per aggregate.
 * A process that dies before handing one over leaves it here for the next sweep.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    /** The order events happened in (and are handed over in, per aggregate). */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The public id (UUID v7): the Standard Webhooks `webhook-id`. */
    id: uuid('id').notNull().unique(),
    type: text('type').$type<DomainEventType>().notNull(),
    /** What changed: a payment request, a user, a ledger row. */
    aggregateId: uuid('aggregate_id').notNull(),
    /** Whose it is (for scoping, e.g. webhooks); null for platform events. */
    userId: uuid('user_id'),
    data: jsonb('data').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once every listener has taken the event (or it was given up). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** A dispatcher is handing it over until then; a crashed one's claim simply lapses. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Given up after too many failed attempts: logged, never handed over again. */
    abandoned: boolean('abandoned').notNull().default(false),
  },
  (table) => [
    index('domain_events_pending_idx')
      .on(table.seq)
      .where(sql`${table.dispatchedAt} is null`),
    index('domain_events_aggregate_pending_idx')
      .on(table.aggregateId, table.seq)
      .where(sql`${table.dispatchedAt} is null`),
    index('domain_events_dispatched_idx').on(table.dispatchedAt),
  ],
);

export type DomainEventRow = typeof domainEvents.$inferSelect;
