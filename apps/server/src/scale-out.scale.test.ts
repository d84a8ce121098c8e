import { randomBytes } from 'node:crypto';
import type { PaymentRequest } from '@incasso/shared/payments';
import type { Notification } from '@incasso/shared/notifications';
import type { PaymentStatusUpdate } from '@incasso/shared/events';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { createSessionsService } from '#server/modules/accounts/sessions/sessions.service.ts';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';
import { startAnvil, type Anvil } from '#test/anvil.ts';
import { buildUser } from '#test/factories/users.ts';
import { randomAddress } from '#test/factories/payments.ts';
import { startHaproxy, type Haproxy } from '#test/scale/haproxy.ts';
import { startSteadyLoad } from '#test/scale/steady-load.ts';
import { freePort, startServerProcess, type ServerProcess } from '#test/server-process.ts';
import type { TestSocket } from '#test/socket-client.ts';
import { createEmptyPostgresDatabase } from '#test/test-database.ts';

// Issue 22: the README's scale-out, as an operator meets it. Two INCASSO_ROLE=web processes
// behind HAProxy (deploy/haproxy.cfg, sticky sessions, readiness checks) and two
// INCASSO_ROLE=worker processes, each a real `main.ts` on its own port, on one PostgreSQL
// database and one Redis, with anvil as Ethereum. The checks run in order on one deployment.

const databaseServer = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/** How long a web process keeps serving after readiness turned false (HAProxy: 2 checks, 1 s apart). */
const DRAIN_SECONDS = 5;
/** Sockets one client address may hold, across both web processes. */
const SOCKETS_PER_IP = 4;
/** Starting a process on a loaded 2-core machine can take a while. */
const START_TIMEOUT_MS = 120_000;

type WebName = 'web1' | 'web2';

const figures: string[] = [];
const poll = () => new Promise((resolve) => setTimeout(resolve, 100));
/** A client address of its own per check, so runs sharing one Redis never share a budget. */
const clientAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await poll();
  }
}

describe('a scaled-out deployment behind HAProxy', { timeout: 300_000 }, () => {
  let database: { url: string; drop(): Promise<void> };
  let db: DatabaseHandle;
  let pool: pg.Pool;
  let anvil: Anvil;
  let haproxy: Haproxy;
  const webPorts = { web1: 0, web2: 0 };
  const web: Partial<Record<WebName, ServerProcess>> = {};
  const workers: ServerProcess[] = [];
  const sockets: TestSocket[] = [];
  let webEnv: NodeJS.ProcessEnv;
  let workerEnv: NodeJS.ProcessEnv;
  let session: string;
  let walletId: string;
  let bothWorkersSince: Date;
  let amountCents = 1_000;

  const startWeb = async (name: WebName) => {
    web[name] = await startServerProcess(webEnv, {
      port: webPorts[name],
      answers: '/api/ready',
      startTimeoutMs: START_TIMEOUT_MS,
    });
    return web[name];
  };
  const startWorker = async () => {
    const worker = await startServerProcess(workerEnv, { startTimeoutMs: START_TIMEOUT_MS });
    workers.push(worker);
    return worker;
  };
  const outputs = () =>
    [
      ...Object.entries(web).map(([name, p]) => `--- ${name}\n${p?.output().slice(-3000)}`),
      ...workers.map((p, i) => `--- worker ${i}\n${p.output().slice(-3000)}`),
      `--- haproxy\n${haproxy?.output().slice(-3000)}`,
    ].join('\n');

  /** A call through HAProxy as the merchant's browser makes it; `server` pins a web process. */
  async function call<T>(
    method: 'GET' | 'POST',
    route: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${haproxy.url}${route}`, {
      method,
      headers: {
        cookie: session,
        'sec-fetch-site': 'same-origin',
        ...(body && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** A new request for a fiat amount of its own, so every request's crypto amount differs. */
  async function requestPayment(): Promise<PaymentRequest> {
    amountCents += 1;
    const fiatAmount = (amountCents / 100).toFixed(2);
    const created = await call<PaymentRequest>('POST', '/api/payments', {
      walletId,
      currency: 'eth',
      fiatAmount,
      fiatCurrency: 'USD',
    });
    if (created.status !== 201) throw new Error(`request refused: ${JSON.stringify(created)}`);
    return created.body;
  }

  /** Anvil's second account pays the request in full; automine mines it at once. */
  async function pay(payment: PaymentRequest): Promise<void> {
    const [, payer] = anvil.walletClients;
    if (!payer) throw new Error('anvil has no second account');
    await payer.sendTransaction({
      to: payment.address as `0x${string}`,
      value: BigInt(payment.amountBaseUnits),
    });
  }

  async function statuses(ids: readonly string[]): Promise<Map<string, string>> {
    const { rows } = await pool.query<{ id: string; status: string }>(
      'select id, status from payments where id = any($1)',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  /** A Socket.IO client through HAProxy, from `ip`, on `server` when named (the sticky cookie). */
  function connect(options: {
    ip: string;
    server?: WebName;
    namespace?: string;
    signedIn?: boolean;
    transports?: ('polling' | 'websocket')[];
    reconnection?: boolean;
  }): Promise<TestSocket> {
    const cookie = [
      options.server && `INCASSO_SERVER=${options.server}`,
      options.signedIn && session,
    ].filter(Boolean);
    const socket: TestSocket = io(`${haproxy.url}${options.namespace ?? ''}`, {
      transports: options.transports ?? ['websocket'],
      extraHeaders: {
        'x-forwarded-for': options.ip,
        ...(cookie.length > 0 && { cookie: cookie.join('; ') }),
      },
      reconnection: options.reconnection ?? false,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
  }

  beforeAll(async () => {
    if (!databaseServer || !redisUrl) {
      throw new Error(
        'npm run test:scale needs DATABASE_URL (a PostgreSQL server) and REDIS_URL, e.g. ' +
          'DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379',
      );
    }
    database = await createEmptyPostgresDatabase(databaseServer);
    anvil = await startAnvil({ chainId: 1 });
    webPorts.web1 = await freePort();
    webPorts.web2 = await freePort();
    haproxy = await startHaproxy([webPorts.web1, webPorts.web2]);
    const common = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: haproxy.url,
      RPC_URL_ETHEREUM: anvil.rpcUrl,
      CONFIRMATIONS_ETHEREUM: '1',
    };
    webEnv = {
      ...common,
      INCASSO_ROLE: 'web',
      TRUST_PROXY: '127.0.0.1',
      DRAIN_SECONDS: String(DRAIN_SECONDS),
      SOCKETS_PER_IP: String(SOCKETS_PER_IP),
    };
    workerEnv = { ...common, INCASSO_ROLE: 'worker', WATCH_CHAINS: 'ethereum' };
    // Three processes on an empty database at once: each applies the migrations, one at a time.
    await Promise.all([startWeb('web1'), startWeb('web2'), startWorker()]);
    await Promise.all([haproxy.waitFor('web1', 'UP'), haproxy.waitFor('web2', 'UP')]);

    db = await openPostgres(database.url);
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const merchant = await buildUser(db.db, { planId: 'premium' });
    const token = await createSessionsService(db.db).create(merchant.id, {
      ip: '127.0.0.1',
      userAgent: 'vitest',
    });
    session = `${SESSION_COOKIE}=${token}`;
    const wallet = await call<{ id: string }>('POST', '/api/wallets', {
      name: 'Shop',
      address: randomAddress(),
      chainId: 'ethereum',
      acceptedCurrencyIds: ['eth'],
    });
    walletId = wallet.body.id;
  }, START_TIMEOUT_MS * 2);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([...Object.values(web), ...workers].map((p) => p?.crash()));
    await haproxy?.stop();
    await anvil?.stop();
    await pool?.end();
    await db?.close();
    await database?.drop();
    if (figures.length > 0) console.info(`\nscale-out figures:\n  ${figures.join('\n  ')}\n`);
  });

  it("follows a payment on the payer's socket on web1 and notifies the merchant's socket on web2", async () => {
    const payment = await requestPayment();
    // Long-polling only: every request of the connection must reach web1 (the sticky cookie).
    const payer = await connect({
      ip: clientAddress(),
      server: 'web1',
      namespace: '/public',
      transports: ['polling'],
    });
    const merchant = await connect({ ip: clientAddress(), server: 'web2', signedIn: true });
    const updates: PaymentStatusUpdate[] = [];
    payer.on('payment:status_update', (update) => updates.push(update));
    const notified = new Promise<Notification>((resolve) =>
      merchant.on('user:notification', (n) => {
        if (n.key === 'payments.detected' || n.key === 'payments.confirmed') resolve(n);
      }),
    );
    expect(await payer.emitWithAck('watch:payment', { paymentId: payment.id })).toEqual({
      ok: true,
      status: 'PENDING',
    });

    await pay(payment);
    await waitUntil('the payer to see the payment detected', async () =>
      updates.some((u) => u.paymentId === payment.id && u.status !== 'PENDING'),
    );
    expect((await notified).params).toMatchObject({ reference: payment.id.slice(0, 8) });
    expect(payer.io.engine.transport.name).toBe('polling');
  });

  it('hands the chain to the standby worker when the watching one is killed, losing and doubling nothing', async () => {
    const [watching] = workers;
    if (!watching) throw new Error('no worker');
    await startWorker();
    bothWorkersSince = new Date();
    const payments: PaymentRequest[] = [];
    for (let i = 0; i < 20; i++) payments.push(await requestPayment());
    const [before, after] = [payments.slice(0, 5), payments.slice(5)];

    for (const payment of before) await pay(payment);
    await watching.crash();
    const killedAt = Date.now();
    const paidAfterKill = after.map((p) => p.id);
    // Paid while no process watches, then while the standby takes over: each mined at once.
    let firstSeenAt = 0;
    for (const payment of after) {
      await pay(payment);
      if (!firstSeenAt) {
        const seen = await statuses(paidAfterKill);
        if ([...seen.values()].some((s) => s !== 'PENDING')) firstSeenAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const ids = payments.map((p) => p.id);
    await waitUntil(
      'the standby to process every payment',
      async () => {
        const seen = await statuses(ids);
        if (!firstSeenAt && paidAfterKill.some((id) => seen.get(id) !== 'PENDING')) {
          firstSeenAt = Date.now();
        }
        return ids.every((id) => seen.get(id) === 'CONFIRMED');
      },
      90_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${outputs()}`);
    });
    const takeoverSeconds = (firstSeenAt - killedAt) / 1000;
    figures.push(`takeover after kill -9 of the watching worker: ${takeoverSeconds.toFixed(1)} s`);
    expect(takeoverSeconds).toBeLessThanOrEqual(10);

    // Each payment credited once; each of its transitions announced once and notified once.
    await waitUntil('every event to reach its listeners', async () => {
      const { rows } = await pool.query<{ waiting: number }>(
        `select count(*)::int as waiting from domain_events
         where aggregate_id = any($1) and dispatched_at is null`,
        [ids],
      );
      return rows[0]?.waiting === 0;
    });
    const { rows } = await pool.query<{
      transfers: number;
      paid: string;
      asked: string;
      detected: number;
      confirmed: number;
      notifiedDetected: number;
      notifiedConfirmed: number;
    }>(
      `select p.paid_base_units::text as paid, p.amount_base_units::text as asked,
         (select count(*)::int from payment_transfers t where t.payment_id = p.id) as transfers,
         (select count(*)::int from domain_events e
            where e.aggregate_id = p.id and e.type = 'payment.detected') as detected,
         (select count(*)::int from domain_events e
            where e.aggregate_id = p.id and e.type = 'payment.confirmed') as confirmed,
         (select count(*)::int from notifications n where n.user_id = p.user_id
            and n.key = 'payments.detected' and n.params->>'reference' = left(p.id::text, 8))
           as "notifiedDetected",
         (select count(*)::int from notifications n where n.user_id = p.user_id
            and n.key = 'payments.confirmed' and n.params->>'reference' = left(p.id::text, 8))
           as "notifiedConfirmed"
       from payments p where p.id = any($1)`,
      [ids],
    );
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row).toMatchObject({ transfers: 1, paid: row.asked, confirmed: 1 });
      expect(row.detected).toBeLessThanOrEqual(1);
      expect(row.notifiedDetected).toBe(row.detected);
      expect(row.notifiedConfirmed).toBe(1);
    }
    figures.push('payments paid during the handover: 20, lost 0, doubled 0');
    // The crashed worker comes back, as systemd restarts it: now it stands by.
    workers.splice(workers.indexOf(watching), 1);
    await startWorker();
    bothWorkersSince = new Date();
  });

  it('restarts both web processes one after the other under steady load without a failed request', async () => {
    const ip = clientAddress();
    const merchantSocket = await connect({ ip, signedIn: true, reconnection: true });
    const dropReasons: string[] = [];
    merchantSocket.on('disconnect', (reason) => dropReasons.push(reason));
    const load = startSteadyLoad({
      baseUrl: haproxy.url,
      headers: { cookie: session, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': ip },
      requests: [
        { path: '/api/price?chain=ethereum&crypto=ETH&fiat=EUR' },
        { path: '/api/payments' },
        { path: '/api/user/profile' },
        {
          path: '/api/payments',
          method: 'POST',
          body: { walletId, currency: 'eth', fiatAmount: '3.00', fiatCurrency: 'EUR' },
        },
      ],
      concurrency: 4,
    });
    const restarts: string[] = [];
    try {
      for (const name of ['web1', 'web2'] as const) {
        const old = web[name];
        if (!old) throw new Error(`${name} is not running`);
        const started = Date.now();
        await old.stop();
        expect(old.child.exitCode, old.output()).toBe(0);
        restarts.push(
          `${name} drained and exited in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        await startWeb(name);
        await haproxy.waitFor(name, 'UP');
      }
    } finally {
      await load.stop();
    }
    figures.push(
      `rolling restart under load: ${load.succeeded} requests answered, ${load.failures.length} failed (${restarts.join(', ')})`,
    );
    expect(load.failures).toEqual([]);
    expect(load.succeeded).toBeGreaterThan(0);

    // The merchant's socket was closed under it (not told to go away), reconnected to the
    // process still up, and still hears of payments.
    expect(dropReasons.length).toBeGreaterThanOrEqual(1);
    expect(dropReasons.filter((reason) => reason !== 'transport close')).toEqual([]);
    await waitUntil('the socket to reconnect', async () => merchantSocket.connected);
    const notified = new Promise<Notification>((resolve) =>
      merchantSocket.on('user:notification', (n) => {
        if (n.key === 'payments.detected' || n.key === 'payments.confirmed') resolve(n);
      }),
    );
    const payment = await requestPayment();
    await pay(payment);
    expect((await notified).params).toMatchObject({ reference: payment.id.slice(0, 8) });
  });

  it('shares rate limits and socket budgets between the web processes through Redis', async () => {
    const ip = clientAddress();
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const answers: number[] = [];
    // Alternately on each process: five a process would allow, the sixth overall is refused.
    for (let i = 0; i < 6; i++) {
      const server: WebName = i % 2 === 0 ? 'web1' : 'web2';
      const response = await call(
        'POST',
        '/api/auth/forgot-password',
        { email },
        {
          cookie: `INCASSO_SERVER=${server}`,
          'x-forwarded-for': ip,
        },
      );
      answers.push(response.status);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);

    const socketIp = clientAddress();
    const open: TestSocket[] = [];
    for (let i = 0; i < SOCKETS_PER_IP; i++) {
      const server: WebName = i % 2 === 0 ? 'web1' : 'web2';
      open.push(await connect({ ip: socketIp, server, namespace: '/public' }));
    }
    await expect(connect({ ip: socketIp, server: 'web1', namespace: '/public' })).rejects.toThrow();
    open[1]?.close();
    await waitUntil('a place to free up', () =>
      connect({ ip: socketIp, server: 'web1', namespace: '/public' }).then(
        () => true,
        () => false,
      ),
    );
  });

  it('runs each minute of a scheduled job once, with both workers scheduling it', async () => {
    const sweeps = async () => {
      const { rows } = await pool.query<{ slot: string; jobs: number; completed: number }>(
        `select coalesce(singleton_on::text, created_on::text) as slot, count(*)::int as jobs,
           count(*) filter (where state = 'completed')::int as completed
         from pgboss.job
         where name = 'payments.expire' and data->>'paymentId' is null and created_on >= $1
         group by 1 order by 1`,
        [bothWorkersSince],
      );
      return rows;
    };
    const rows = await waitUntil(
      'a sweep scheduled while both workers run',
      async () => {
        const found = await sweeps();
        return found.some((row) => row.completed > 0) && found;
      },
      150_000,
    );
    figures.push(`expiry sweeps while both workers ran: ${rows.length} minute(s), each once`);
    for (const row of rows) expect(row.jobs).toBe(1);
  });
});
