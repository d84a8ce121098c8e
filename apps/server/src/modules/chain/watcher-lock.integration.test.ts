import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { App, AppModules, BuiltApp } from '#server/app.ts';
import type { AnvilChain } from '#test/anvil-chain.ts';
import { connectSocket, listen, type TestSocket } from '#test/socket-client.ts';
import { paymentEvents } from '#server/db/schema/payments.ts';
import { buildMerchant, buildPayment, type TestMerchant } from '#test/factories/payments.ts';
import {
  buildSecondApp,
  mine,
  payerOf,
  recordUpdates,
  startWatchedApp,
  startWatchedChain,
  until,
  watcherDeps,
} from '#test/factories/watcher.ts';

// Two apps on one database stand for two processes: on PGlite the lock is kept in-process,
// under DATABASE_URL it is PostgreSQL's advisory lock on a connection of its own.
describe('chain watcher lock: one watcher per chain, another takes over', () => {
  let env: AnvilChain;
  let first: Awaited<ReturnType<typeof startWatchedApp>>;
  let second: BuiltApp;
  let merchant: TestMerchant;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    env = await startWatchedChain();
    first = await startWatchedApp(env);
    second = await buildSecondApp(first.database, watcherDeps(env));
    merchant = await buildMerchant(first, { currencies: ['usdt'] });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first.app.close();
    await second.app.close();
    await first.database.close();
    await env.anvil.stop();
  });

  const stateOf = ({ modules }: { modules: AppModules }) =>
    modules.chain.watchers.status('ethereum').state;
  const watching = async (app: App) => {
    const socket = await connectSocket(await listen(app), { cookie: merchant.cookie });
    sockets.push(socket);
    return recordUpdates(socket);
  };
  const statusOf = async (paymentId: string) =>
    (await first.modules.payments.payments.get(merchant.user.id, paymentId)).status;

  it('lets the standby process go on from the stored cursor when the watcher stops', async () => {
    await until(() => stateOf(second) === 'standby', 'the second app on standby');
    expect(stateOf(first)).toBe('watching');

    const payment = await buildPayment(first, merchant, { currency: 'usdt', fiatAmount: '40' });
    const onFirst = await watching(first.app);
    const onSecond = await watching(second.app);
    await onFirst.watch(payment);
    await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
    await mine(env);
    await until(() => onFirst.statuses(payment).includes('DETECTED'), 'DETECTED');

    await first.modules.chain.watchers.stop();
    try {
      expect(stateOf(first)).toBe('off');
      await mine(env);
      await until(() => stateOf(second) === 'watching', 'the takeover');
      await onSecond.watch(payment);
      await until(async () => (await statusOf(payment.id)) === 'CONFIRMING', 'CONFIRMING');
      await mine(env);
      await until(() => onSecond.statuses(payment).includes('CONFIRMED'), 'CONFIRMED');

      const events = await first.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, payment.id))
        .orderBy(asc(paymentEvents.at));
      // The second process had not processed a block of its own before: it went on from the
      // cursor, neither detecting the transfer again nor skipping a block. (The first process's
      // sockets may still hear the new statuses: its outbox can claim the second one's events.)
      expect(events.map((e) => e.toStatus)).toEqual(['DETECTED', 'CONFIRMING', 'CONFIRMED']);
      expect(stateOf(first)).toBe('off');
    } finally {
      // The next test needs both processes contending for the lock again.
      first.modules.chain.watchers.start();
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'stops a watcher whose lock connection dies, and the lock is taken again',
    async () => {
      const admin = new pg.Client({ connectionString: first.database.url });
      await admin.connect();
      // Closing the test database ends every connection left open, and an open client's
      // unhandled 'error' would fail the run: end it however the test goes.
      onTestFinished(() => admin.end());
      const lockHolder = async () => {
        // The watcher's own connection (its application name): pg-boss and `withLock` take
        // advisory locks too, and ending one of theirs tests something else.
        const { rows } = await admin.query<{ pid: number }>(
          `select l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where l.locktype = 'advisory' and l.granted and a.datname = current_database()
             and a.application_name like 'incasso chain watcher %'`,
        );
        return rows[0]?.pid;
      };
      const before = await until(lockHolder, 'the lock holder');
      // What a network failure or a server restart does to the lock's connection.
      await admin.query('select pg_terminate_backend($1)', [before]);
      await until(async () => {
        const now = await lockHolder();
        return now !== undefined && now !== before;
      }, 'the lock held by a new connection');
      await until(
        () => [stateOf(first), stateOf(second)].sort().join() === 'standby,watching',
        'exactly one watcher again',
      );

      const payment = await buildPayment(first, merchant, { currency: 'usdt', fiatAmount: '41' });
      await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
      await mine(env, 3);
      await until(async () => (await statusOf(payment.id)) === 'CONFIRMED', 'CONFIRMED');
    },
  );
});
