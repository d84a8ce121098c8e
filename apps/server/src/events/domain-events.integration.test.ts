import { randomUUID } from 'node:crypto';
import type { UserRegisteredData } from '@incasso/shared/domain-events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { domainEvents } from '#server/db/schema/domain-events.ts';
import { createDomainEvents, type DomainEvents, type NewDomainEvent } from './domain-events.ts';

const silent = { warn: () => undefined, error: () => undefined };

function registered(aggregateId: string, email: string): NewDomainEvent<'user.registered'> {
  const data: UserRegisteredData = { id: aggregateId, email, accountType: 'private' };
  return { type: 'user.registered', aggregateId, userId: aggregateId, data };
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Notes each event it was handed in `seen`, holding `held`'s until the returned call. */
function holdingListener(bus: DomainEvents, held: string, seen: string[]) {
  const gate: { open?: () => void } = {};
  const slow = new Promise<void>((resolve) => (gate.open = resolve));
  bus.on(['user.registered'], 'holding', async (event) => {
    if (event.data.email === held) await slow;
    seen.push(event.data.email);
  });
  return () => gate.open?.();
}

/** One change of `account`, raising its registration under `email`. */
function change(bus: DomainEvents, account: string, email: string) {
  return bus.transaction(async (_tx, raise) => raise(registered(account, email)));
}

describe('domain events (outbox)', () => {
  let database: DatabaseHandle;
  const instances: DomainEvents[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(instances.splice(0).map((events) => events.stop()));
    await database.db.delete(domainEvents);
  });
  afterAll(() => database.close());

  function events(options: { retryBaseSeconds?: number; maxAttempts?: number } = {}) {
    const instance = createDomainEvents({
      db: database.db,
      log: silent,
      sweepIntervalMs: 0,
      ...options,
    });
    instances.push(instance);
    return instance;
  }

  it('hands over committed events once, in order, before the transaction call resolves', async () => {
    const bus = events();
    const seen: string[] = [];
    bus.on(['user.registered'], 'test', (event) => void seen.push(event.data.email));
    const user = randomUUID();
    await bus.transaction(async (_tx, raise) => {
      raise(registered(user, 'first@example.test'), registered(user, 'second@example.test'));
    });
    expect(seen).toEqual(['first@example.test', 'second@example.test']);
    await bus.dispatch();
    expect(seen).toHaveLength(2);
  });

  it('hands over what a listener raises in the same run, without waiting on itself', async () => {
    const bus = events();
    const seen: string[] = [];
    const user = randomUUID();
    bus.on(['user.registered'], 'test', async (event) => {
      seen.push(event.data.email);
      // A listener that changes something with events of its own (a takeover cancelling
      // requests): its transaction must not wait for the run it is part of.
      if (event.data.email === 'first@example.test') {
        await bus.transaction(async (_tx, raise) => raise(registered(user, 'then@example.test')));
      }
    });
    await bus.transaction(async (_tx, raise) => raise(registered(user, 'first@example.test')));
    expect(seen).toEqual(['first@example.test', 'then@example.test']);
  });

  it("does not hold a change back behind another account's slow listener", async () => {
    const bus = events();
    const seen: string[] = [];
    const open = holdingListener(bus, 'slow@example.test', seen);
    const slowChange = change(bus, randomUUID(), 'slow@example.test');
    await eventually(async () => (await database.db.select().from(domainEvents)).length === 1);
    // Committed while the run is busy with the slow event: resolves once its own event is
    // handed over, not when the run ends.
    const quickChange = change(bus, randomUUID(), 'quick@example.test').then(() => 'resolved');
    const outcome = await Promise.race([
      quickChange,
      new Promise((resolve) => setTimeout(() => resolve('held back'), 5_000)),
    ]);
    open();
    expect(outcome).toBe('resolved');
    expect(seen[0]).toBe('quick@example.test');
    await slowChange;
    expect(seen).toEqual(['quick@example.test', 'slow@example.test']);
  });

  it("keeps one account's events in order while accounts are handed over side by side", async () => {
    const bus = events();
    const seen: string[] = [];
    bus.on(['user.registered'], 'test', async (event) => {
      // The first of each account's events takes longest: a later one must still wait for it.
      if (event.data.email.startsWith('1-')) await new Promise((r) => setTimeout(r, 30));
      seen.push(event.data.email);
    });
    const accounts = Array.from({ length: 6 }, () => randomUUID());
    await bus.transaction(async (_tx, raise) => {
      for (const [index, account] of accounts.entries()) {
        // Two aggregates of the same account: order holds across them, not only within one.
        raise(registered(account, `1-${index}@example.test`));
        raise({ ...registered(randomUUID(), `2-${index}@example.test`), userId: account });
      }
    });
    expect(seen).toHaveLength(12);
    for (const index of accounts.keys()) {
      expect(seen.indexOf(`1-${index}@example.test`)).toBeLessThan(
        seen.indexOf(`2-${index}@example.test`),
      );
    }
    // Side by side: the quick second events did not all wait for every slow first one.
    expect(seen.indexOf('2-0@example.test')).toBeLessThan(seen.indexOf('1-5@example.test'));
  });

  it('tells an at-commit listener as soon as the change commits, not behind the hand-over, and once', async () => {
    const bus = events();
    const told: string[] = [];
    const handed: string[] = [];
    const open = holdingListener(bus, 'first@example.test', handed);
    bus.on(['user.registered'], 'live', (event) => void told.push(event.data.email), {
      atCommit: true,
    });
    const account = randomUUID();
    const first = change(bus, account, 'first@example.test');
    await eventually(() => told.length === 1);
    // The same account's next event waits for the first one's slow listener in the outbox;
    // its at-commit listener does not.
    const second = change(bus, account, 'second@example.test');
    await eventually(() => told.length === 2);
    expect(handed).toEqual([]);
    open();
    await Promise.all([first, second]);
    await bus.dispatch();
    expect(handed).toEqual(['first@example.test', 'second@example.test']);
    expect(told).toEqual(['first@example.test', 'second@example.test']);
  });

  it('hands an event over through the outbox when its at-commit listener failed', async () => {
    const bus = events();
    const attempts: string[] = [];
    bus.on(
      ['user.registered'],
      'live',
      (event) => {
        attempts.push(event.data.email);
        if (attempts.length === 1) throw new Error('socket server not ready');
      },
      { atCommit: true },
    );
    await bus.transaction(async (_tx, raise) =>
      raise(registered(randomUUID(), 'once@example.test')),
    );
    expect(attempts).toEqual(['once@example.test', 'once@example.test']);
  });

  /** The outbox on a database that counts its transactions: each change's, and each claim. */
  function countingEvents() {
    const counter = { transactions: 0 };
    const db = Object.create(database.db, {
      transaction: {
        value: (...args: Parameters<typeof database.db.transaction>) => {
          counter.transactions += 1;
          return database.db.transaction(...args);
        },
      },
    }) as typeof database.db;
    const bus = createDomainEvents({ db, log: silent, sweepIntervalMs: 0 });
    instances.push(bus);
    return { bus, counter };
  }

  it('claims once for a lone change, not again after handing it over', async () => {
    const { bus, counter } = countingEvents();
    bus.on(['user.registered'], 'test', () => undefined);
    await bus.transaction(async (_tx, raise) =>
      raise(registered(randomUUID(), 'lone@example.test')),
    );
    await bus.stop();
    // The change's own transaction and one claim.
    expect(counter.transactions).toBe(2);
  });

  it('hands over an event stored behind one of its aggregate in hand once that one is done', async () => {
    const { bus, counter } = countingEvents();
    const seen: string[] = [];
    const open = holdingListener(bus, 'first@example.test', seen);
    const account = randomUUID();
    const first = change(bus, account, 'first@example.test');
    await eventually(() => counter.transactions === 2);
    const second = change(bus, account, 'second@example.test');
    // The second change and the claim it set off, which skipped its event: the first one of
    // its aggregate is in hand. No sweep runs in these tests.
    await eventually(() => counter.transactions === 4);
    open();
    await Promise.all([first, second]);
    expect(seen).toEqual(['first@example.test', 'second@example.test']);
  });

  it('hands over what a transaction records after what it raises', async () => {
    const bus = events();
    const seen: string[] = [];
    bus.on(['user.registered'], 'test', (event) => void seen.push(event.data.email));
    await bus.transaction(async (tx, raise) => {
      // The ledger records its row's event while the payment's change is being made.
      await bus.record(tx, [registered(randomUUID(), 'consequence@example.test')]);
      raise(registered(randomUUID(), 'cause@example.test'));
    });
    expect(seen).toEqual(['cause@example.test', 'consequence@example.test']);
  });

  it('never hands over what a rolled-back transaction raised', async () => {
    const bus = events();
    const seen: string[] = [];
    bus.on('*', 'test', (event) => void seen.push(event.type));
    await expect(
      bus.transaction(async (_tx, raise) => {
        raise(registered(randomUUID(), 'gone@example.test'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await bus.dispatch();
    expect(seen).toEqual([]);
    expect(await database.db.select().from(domainEvents)).toEqual([]);
  });

  it('retries after a failing listener, holding back later events of the same aggregate', async () => {
    const bus = events({ retryBaseSeconds: 0.2 });
    const seen: string[] = [];
    let failures = 1;
    bus.on(['user.registered'], 'flaky', (event) => {
      if (event.data.email === 'a1@example.test' && failures-- > 0) throw new Error('down');
      seen.push(event.data.email);
    });
    const a = randomUUID();
    const b = randomUUID();
    await bus.publish(registered(a, 'a1@example.test'), registered(b, 'b1@example.test'));
    await bus.publish(registered(a, 'a2@example.test'));
    expect(seen).toEqual(['b1@example.test']);
    await eventually(async () => {
      await bus.dispatch();
      return seen.length === 3;
    });
    expect(seen).toEqual(['b1@example.test', 'a1@example.test', 'a2@example.test']);
  });

  it('hands over, after a crash, what the dead process stored but never handed over', async () => {
    const crashed = events();
    await crashed.record(database.db, [registered(randomUUID(), 'left@example.test')]);
    await crashed.stop();

    const restarted = events();
    const seen: string[] = [];
    restarted.on(['user.registered'], 'test', (event) => void seen.push(event.data.email));
    await restarted.dispatch();
    expect(seen).toEqual(['left@example.test']);
  });

  it('gives an event up after too many failures, and later events of its aggregate go on', async () => {
    const bus = events({ retryBaseSeconds: 0.05, maxAttempts: 2 });
    const seen: string[] = [];
    bus.on(['user.registered'], 'broken', (event) => {
      if (event.data.email === 'never@example.test') throw new Error('always');
      seen.push(event.data.email);
    });
    const user = randomUUID();
    await bus.publish(
      registered(user, 'never@example.test'),
      registered(user, 'next@example.test'),
    );
    await eventually(async () => {
      await bus.dispatch();
      return seen.length === 1;
    });
    const [given] = await database.db
      .select()
      .from(domainEvents)
      .orderBy(domainEvents.seq)
      .limit(1);
    expect(given).toMatchObject({ abandoned: true, attempts: 2 });
    expect(seen).toEqual(['next@example.test']);
  });

  it('refuses an event whose data breaks its schema, storing nothing', async () => {
    const bus = events();
    const bad = { ...registered(randomUUID(), 'x@example.test'), data: { id: 'nope' } };
    await expect(bus.publish(bad as NewDomainEvent)).rejects.toThrow();
    expect(await database.db.select().from(domainEvents)).toEqual([]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'keeps per-aggregate order with two dispatchers on one PostgreSQL, none twice',
    async () => {
      const second = await (await import('#server/db/client.ts')).openPostgres(database.url ?? '');
      const seen: string[] = [];
      const listen = (bus: DomainEvents) =>
        bus.on(['user.registered'], 'test', async (event) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
          seen.push(event.data.email);
        });
      const one = events();
      const two = createDomainEvents({ db: second.db, log: silent, sweepIntervalMs: 0 });
      listen(one);
      listen(two);
      const users = [randomUUID(), randomUUID(), randomUUID()];
      for (let n = 0; n < 20; n++) {
        await one.record(
          database.db,
          users.map((user, i) => registered(user, `u${i}-${String(n).padStart(2, '0')}@x.test`)),
        );
      }
      await Promise.all([one.dispatch(), two.dispatch(), one.dispatch(), two.dispatch()]);
      await two.stop();
      await second.close();
      expect(seen).toHaveLength(60);
      expect(new Set(seen).size).toBe(60);
      for (const i of [0, 1, 2]) {
        const mine = seen.filter((email) => email.startsWith(`u${i}-`));
        expect(mine).toEqual([...mine].sort());
      }
    },
  );
});
