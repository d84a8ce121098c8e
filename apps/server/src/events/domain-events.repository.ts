import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { domainEvents, type DomainEventRow } from '#server/db/schema/domain-events.ts';

/** Claims are taken one dispatcher at a time across processes (a transaction-scoped lock). */
const CLAIM_LOCK = 0x1_7c_a5_e7;

export interface NewDomainEventRow {
  id: string;
  type: DomainEventRow['type'];
  aggregateId: string;
  userId: string | null;
  data: unknown;
  occurredAt: Date;
}

export type StoredDomainEvent = NewDomainEventRow & { seq: number };

export function createDomainEventsRepository(db: Database) {
  return {
    /** Stores the events and returns them with their sequence numbers. */
    async insert(tx: Database, rows: readonly NewDomainEventRow[]): Promise<StoredDomainEvent[]> {
      if (rows.length === 0) return [];
      // Only the numbers come back: the rest is in hand, and every column read back is more
      // for the driver to parse on the way to a page (issue 22's P4).
      const stored = await tx
        .insert(domainEvents)
        .values([...rows])
        .returning({ id: domainEvents.id, seq: domainEvents.seq });
      const seqs = new Map(stored.map((row) => [row.id, row.seq]));
      return rows.flatMap((row) => {
        const seq = seqs.get(row.id);
        return seq === undefined ? [] : [{ ...row, seq }];
      });
    },

    /**
     * Claims up to `limit` events to hand over, oldest first. An event waits while an earlier
     * event of its aggregate is claimed elsewhere or waits for a retry, so every aggregate's
     * events reach listeners in order whichever process hands them over.
     */
    claim(limit: number, claimSeconds: number): Promise<DomainEventRow[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
        const due = tx
          .select({ seq: domainEvents.seq })
          .from(domainEvents)
          .where(
            and(
              isNull(domainEvents.dispatchedAt),
              or(isNull(domainEvents.claimedUntil), lt(domainEvents.claimedUntil, sql`now()`)),
              lte(domainEvents.nextAttemptAt, sql`now()`),
              sql`not exists (
                select 1 from domain_events p
                where p.aggregate_id = ${domainEvents.aggregateId} and p.seq < ${domainEvents.seq}
                  and p.dispatched_at is null
                  and (p.claimed_until >= now() or p.next_attempt_at > now()))`,
            ),
          )
          .orderBy(domainEvents.seq)
          .limit(limit);
        const rows = await tx
          .update(domainEvents)
          .set({
            claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
            attempts: sql`${domainEvents.attempts} + 1`,
          })
          .where(inArray(domainEvents.seq, due))
          .returning();
        return rows.sort((a, b) => a.seq - b.seq);
      });
    },

    /** Every listener took them: one statement for a batch's events. */
    async markDispatched(seqs: readonly number[]): Promise<void> {
      if (seqs.length === 0) return;
      await db
        .update(domainEvents)
        .set({ dispatchedAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(inArray(domainEvents.seq, [...seqs]));
    },

    /** A listener failed: try again after `delaySeconds`, later events of the aggregate wait. */
    async retryLater(seq: number, delaySeconds: number, error: string): Promise<void> {
      await db
        .update(domainEvents)
        .set({
          claimedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
          lastError: error,
        })
        .where(eq(domainEvents.seq, seq));
    },

    /** Not handed over in this batch (an earlier event of its aggregate failed): back in line. */
    async release(seq: number): Promise<void> {
      await db
        .update(domainEvents)
        .set({ claimedUntil: null, attempts: sql`${domainEvents.attempts} - 1` })
        .where(eq(domainEvents.seq, seq));
    },

    async abandon(seq: number, error: string): Promise<void> {
      await db
        .update(domainEvents)
        .set({ dispatchedAt: sql`now()`, claimedUntil: null, abandoned: true, lastError: error })
        .where(eq(domainEvents.seq, seq));
    },

    /** Forgets events handed over more than `days` ago; their effects are stored elsewhere. */
    async prune(days: number): Promise<void> {
      await db
        .delete(domainEvents)
        .where(and(lt(domainEvents.dispatchedAt, sql`now() - make_interval(days => ${days})`)));
    },
  };
}

export type DomainEventsRepository = ReturnType<typeof createDomainEventsRepository>;
