import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DOMAIN_EVENT_DATA_SCHEMAS,
  type DomainEvent,
  type DomainEventDataMap,
  type DomainEventType,
} from '@incasso/shared/domain-events';
import type { Database } from '#server/db/client.ts';
import type { DomainEventRow } from '#server/db/schema/domain-events.ts';
import {
  createDomainEventsRepository,
  type NewDomainEventRow,
  type StoredDomainEvent,
} from './domain-events.repository.ts';
import { uuidV7 } from './uuid-v7.ts';

/** An event as the domain that owns the change states it; id and time are added on record. */
export interface NewDomainEvent<T extends DomainEventType = DomainEventType> {
  type: T;
  aggregateId: string;
  /** The account the event belongs to (a webhook goes to its endpoints), if any. */
  userId: string | null;
  data: DomainEventDataMap[T];
}

/** Receives each event at least once, in order per aggregate: it must be idempotent. */
export type DomainEventListener<T extends DomainEventType = DomainEventType> = (
  event: DomainEvent<T> & { userId: string | null },
) => Promise<void> | void;

export interface DomainEventsOptions {
  db: Database;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** How often events left behind (a crash, a failed listener) are looked for; 0: never. */
  sweepIntervalMs?: number;
  /** The first retry's delay; each further one doubles, up to an hour. */
  retryBaseSeconds?: number;
  /** After this many failed hand-overs the event is given up (and logged). */
  maxAttempts?: number;
}

const BATCH = 100;
/** Accounts whose events are handed over at once: a few of the pool's ten connections. */
const ACCOUNTS_AT_ONCE = 4;
/** A dispatcher that does not finish a batch in this time is presumed dead. */
const CLAIM_SECONDS = 60;
const RETRY_MAX_SECONDS = 3_600;
const KEEP_DISPATCHED_DAYS = 7;

export interface ListenerOptions {
  /**
   * Also handed the events right after the change that raised them commits, in the process
   * that made it, before the outbox's claim: for a listener that only tells (a page's live
   * status), whose news would otherwise wait for the hand-over's round trips and for the
   * events claimed before its own. The outbox then skips it for those events; another process
   * may still hand them over again (at least once, as ever). Decision note 105.
   */
  atCommit?: boolean;
}

interface Registration {
  name: string;
  types: ReadonlySet<DomainEventType> | null;
  listener: DomainEventListener;
  atCommit: boolean;
}

function toEvent(row: StoredDomainEvent): DomainEvent & { userId: string | null } {
  return {
    id: row.id,
    type: row.type,
    occurredAt: row.occurredAt.toISOString(),
    data: row.data as DomainEvent['data'],
    userId: row.userId,
  };
}

/**
 * Domain events through an outbox (decision note 031): `transaction` stores the events a change
 * raises in the change's own transaction, then hands them to the listeners once it committed;
 * a sweep hands over whatever a crash or a failed listener left behind.
 */
export function createDomainEvents(options: DomainEventsOptions) {
  const { db, log } = options;
  const repo = createDomainEventsRepository(db);
  const registrations: Registration[] = [];
  const retryBase = options.retryBaseSeconds ?? 2;
  const maxAttempts = options.maxAttempts ?? 15;
  let loop: Promise<void> | undefined;
  let again = false;
  // Set while a listener runs: events it raises join the run in progress instead of waiting
  // for it, which waits for the listener (a listener that changes a payment, for one).
  const inListener = new AsyncLocalStorage<{ seq: number }>();
  // Events `record`ed inside a `transaction` of this outbox, stored after those it raises: a
  // consequence (a payment's ledger row) is handed over after its cause (the payment's change),
  // so a client told of the ledger row finds what the change set off (an invoice paid) done.
  const recordedWithin = new WeakMap<Database, NewDomainEvent[]>();
  let timer: NodeJS.Timeout | undefined;
  // Each `transaction` waits for its own events only, not for the run handing them over to end:
  // under a steady stream of changes a run never ends, and waiting for it made every change
  // wait for all those after it (a convoy that held 50 requests at once at 100 changes a
  // second). A waiter is let go when its events were handed over, or when the run ends
  // without them (another process claimed them, or a listener failed and they wait a retry).
  const waiters = new Set<{ seqs: Set<number>; release: () => void }>();
  // Events whose at-commit listeners ran in this process: kept while their change waits for
  // the hand-over, so the outbox does not tell them twice here.
  const handedAtCommit = new Set<number>();

  /** Best effort: a listener that fails here is handed the event by the outbox instead. */
  async function handOverAtCommit(stored: readonly StoredDomainEvent[]) {
    const told: number[] = [];
    for (const row of stored) {
      const event = toEvent(row);
      let failed = false;
      for (const registration of registrations) {
        if (!registration.atCommit) continue;
        if (registration.types && !registration.types.has(event.type)) continue;
        try {
          await registration.listener(event);
        } catch (error) {
          failed = true;
          log.warn({ err: error, eventId: row.id, type: row.type }, 'at-commit listener failed');
        }
      }
      if (!failed) told.push(row.seq);
    }
    return told;
  }

  function handled(seqs: readonly number[]) {
    for (const waiter of waiters) {
      for (const seq of seqs) waiter.seqs.delete(seq);
      if (waiter.seqs.size > 0) continue;
      waiters.delete(waiter);
      waiter.release();
    }
  }

  function releaseWaiters() {
    for (const waiter of waiters) waiter.release();
    waiters.clear();
  }

  function toRow(event: NewDomainEvent): NewDomainEventRow {
    return {
      id: uuidV7(),
      type: event.type,
      aggregateId: event.aggregateId,
      userId: event.userId,
      // Checked here: a listener in another release must be able to read what is stored.
      data: DOMAIN_EVENT_DATA_SCHEMAS[event.type].parse(event.data),
      occurredAt: new Date(),
    };
  }

  async function handOver(row: DomainEventRow): Promise<void> {
    const event = toEvent(row);
    const toldAtCommit = handedAtCommit.has(row.seq);
    for (const registration of registrations) {
      if (registration.types && !registration.types.has(event.type)) continue;
      if (registration.atCommit && toldAtCommit) continue;
      try {
        await inListener.run({ seq: row.seq }, () => registration.listener(event));
      } catch (error) {
        throw new Error(`listener ${registration.name}: ${String(error)}`, { cause: error });
      }
    }
  }

  async function settle(row: DomainEventRow, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    if (row.attempts >= maxAttempts) {
      log.error({ err: error, eventId: row.id, type: row.type }, 'domain event given up');
      await repo.abandon(row.seq, message);
      return;
    }
    const delay = Math.min(retryBase * 2 ** (row.attempts - 1), RETRY_MAX_SECONDS);
    log.warn({ err: error, eventId: row.id, type: row.type, delay }, 'domain event retried');
    await repo.retryLater(row.seq, delay, message);
  }

  /** One account's claimed events, in order; an aggregate whose event failed waits. */
  async function handOverInOrder(rows: readonly DomainEventRow[]) {
    const failed = new Set<string>();
    const dispatched: number[] = [];
    for (const row of rows) {
      if (failed.has(row.aggregateId)) {
        await repo.release(row.seq);
        continue;
      }
      try {
        await handOver(row);
        dispatched.push(row.seq);
      } catch (error) {
        failed.add(row.aggregateId);
        await settle(row, error);
      }
    }
    // Marked together: a crash before this hands them over again, which listeners allow (at
    // least once), for one statement instead of one per event.
    await repo.markDispatched(dispatched);
  }

  // Accounts are handed over side by side, as dispatchers in several processes already do, and
  // claiming goes on meanwhile: one by one, a merchant's page waited for every event claimed
  // before its own, and for the slowest listener of the batch. An account's claims run one
  // after the other (the tail of its chain is kept here), so its events stay in order and a
  // consequence recorded with its cause follows it.
  const accountRuns = new Map<string | null, Promise<void>>();
  const slotWaiters: (() => void)[] = [];
  let freeSlots = ACCOUNTS_AT_ONCE;
  let wake: (() => void) | undefined;

  async function inSlot(work: () => Promise<void>) {
    if (freeSlots > 0) freeSlots -= 1;
    else await new Promise<void>((resolve) => slotWaiters.push(resolve));
    try {
      await work();
    } finally {
      const next = slotWaiters.shift();
      if (next) next();
      else freeSlots += 1;
    }
  }

  /** Lets the dispatcher look at what it has in hand (a run ended). */
  function resume() {
    const next = wake;
    wake = undefined;
    next?.();
  }

  /** Makes the dispatcher claim again: events may be due. */
  function nudge() {
    again = true;
    resume();
  }

  // A claim skips an event while an earlier one of its aggregate is in hand, so once a run ends
  // its aggregates' next events are due. Claiming again after every run found nothing almost
  // always, and made two claims (four statements each) of every change at 100 changes a second:
  // the claim is made again only for an aggregate behind which this process stored an event.
  // One held back behind another process's run waits for the next claim (at most the sweep),
  // and so does one behind an aggregate whose next run was claimed before the last ended: the
  // set forgets it at that end (a count would not; it was tried and reverted, see note 103).
  const inHand = new Set<string>();
  const heldBack = new Set<string>();
  // Aggregates of the changes committed while a claim was on its way: it may have skipped them.
  let committedDuringClaim: Set<string> | undefined;

  function noteCommitted(rows: readonly StoredDomainEvent[]) {
    for (const row of rows) {
      if (inHand.has(row.aggregateId)) heldBack.add(row.aggregateId);
      committedDuringClaim?.add(row.aggregateId);
    }
  }

  async function claim() {
    const committed = new Set<string>();
    committedDuringClaim = committed;
    try {
      const batch = await repo.claim(BATCH, CLAIM_SECONDS);
      for (const row of batch) {
        if (committed.has(row.aggregateId)) heldBack.add(row.aggregateId);
        inHand.add(row.aggregateId);
      }
      return batch;
    } finally {
      committedDuringClaim = undefined;
    }
  }

  function schedule(account: string | null, rows: readonly DomainEventRow[]) {
    const run: Promise<void> = (accountRuns.get(account) ?? Promise.resolve())
      .then(() => inSlot(() => handOverInOrder(rows)))
      .catch((error: unknown) => log.error({ err: error }, 'domain event dispatch failed'))
      .finally(() => {
        if (accountRuns.get(account) === run) accountRuns.delete(account);
        handled(rows.map((row) => row.seq));
        let behind = false;
        for (const row of rows) {
          inHand.delete(row.aggregateId);
          if (heldBack.delete(row.aggregateId)) behind = true;
        }
        // What waited behind these events (their aggregate's next) can be claimed now.
        if (behind) nudge();
        else resume();
      });
    accountRuns.set(account, run);
  }

  async function drain(): Promise<void> {
    // Whether a claim may find something: the run started, a change committed, an event was
    // held back, or the last batch was full.
    let due = true;
    for (;;) {
      // Enough in hand: claim again once some of it is done.
      if (due && accountRuns.size < BATCH) {
        again = false;
        const batch = await claim();
        const byAccount = new Map<string | null, DomainEventRow[]>();
        for (const row of batch) {
          const rows = byAccount.get(row.userId);
          if (rows) rows.push(row);
          else byAccount.set(row.userId, [row]);
        }
        for (const [account, rows] of byAccount) schedule(account, rows);
        due = batch.length === BATCH || again;
        if (due) continue;
      }
      if (accountRuns.size === 0) return;
      // Until a run ends or a change commits.
      await new Promise<void>((resolve) => (wake = resolve));
      due ||= again;
    }
  }

  function dispatch(): Promise<void> {
    if (loop) {
      nudge();
      return inListener.getStore() === undefined ? loop : Promise.resolve();
    }
    loop = drain()
      .catch((error: unknown) => log.error({ err: error }, 'domain event dispatch failed'))
      .finally(() => {
        loop = undefined;
        // Events committed as the run was ending get a run of their own, not the next sweep.
        if (again) void dispatch();
        else releaseWaiters();
      });
    return loop;
  }

  /**
   * Runs `work` in one transaction with a `raise` for the events it causes, stores them with
   * it, and once committed hands them over before resolving (unless another process took
   * them first).
   */
  async function transaction<R>(
    work: (tx: Database, raise: (...events: NewDomainEvent[]) => void) => Promise<R>,
  ): Promise<R> {
    const { value, stored } = await db.transaction(async (tx) => {
      const raised: NewDomainEvent[] = [];
      const recorded: NewDomainEvent[] = [];
      recordedWithin.set(tx, recorded);
      const value = await work(tx, (...events) => void raised.push(...events));
      return { value, stored: await repo.insert(tx, [...raised, ...recorded].map(toRow)) };
    });
    if (stored.length === 0) return value;
    noteCommitted(stored);
    const seqs = stored.map((row) => row.seq);
    // A listener's own change joins the run in progress, which waits for that listener; whoever
    // waits for the event being handed over waits for these too (its consequences).
    const cause = inListener.getStore();
    if (cause !== undefined) {
      for (const waiter of waiters) {
        if (waiter.seqs.has(cause.seq)) for (const seq of seqs) waiter.seqs.add(seq);
      }
      await dispatch();
      return value;
    }
    const told = await handOverAtCommit(stored);
    for (const seq of told) handedAtCommit.add(seq);
    await new Promise<void>((release) => {
      waiters.add({ seqs: new Set(seqs), release });
      void dispatch();
    });
    for (const seq of told) handedAtCommit.delete(seq);
    return value;
  }

  return {
    /** Subscribes a listener to some event types (or all, with '*'). */
    on<T extends DomainEventType>(
      types: readonly T[] | '*',
      name: string,
      listener: DomainEventListener<T>,
      options: ListenerOptions = {},
    ): void {
      registrations.push({
        name,
        types: types === '*' ? null : new Set<DomainEventType>(types),
        listener: listener as DomainEventListener,
        atCommit: options.atCommit ?? false,
      });
    },

    /**
     * Stores events inside the caller's transaction: they exist if and only if it commits.
     * Within this outbox's own `transaction` they follow the events it raises.
     */
    async record(tx: Database, events: readonly NewDomainEvent[]): Promise<void> {
      const within = recordedWithin.get(tx);
      // Noted as if committed: the caller's commit is not seen here, and a note too many costs
      // one claim that finds nothing.
      if (within) within.push(...events);
      else noteCommitted(await repo.insert(tx, events.map(toRow)));
    },

    transaction,

    /** For a change made without a transaction of its own (stored, then handed over). */
    publish(...events: NewDomainEvent[]): Promise<void> {
      return transaction(async (_tx, raise) => raise(...events));
    },

    /** Hands over every event due; concurrent calls share one run. */
    dispatch,

    start(): void {
      const interval = options.sweepIntervalMs ?? 2_000;
      if (interval <= 0 || timer) return;
      let sweeps = 0;
      timer = setInterval(() => {
        void dispatch();
        // Roughly hourly, whatever the interval.
        if (++sweeps % Math.max(1, Math.round(3_600_000 / interval)) === 0) {
          void repo.prune(KEEP_DISPATCHED_DAYS).catch((error: unknown) => {
            log.warn({ err: error }, 'pruning domain events failed');
          });
        }
      }, interval);
      timer.unref();
    },

    /** Stops the sweep and waits for a hand-over in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      while (loop) await loop;
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;
