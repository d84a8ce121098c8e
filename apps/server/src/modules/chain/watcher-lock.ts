import { CHAIN_IDS, type ChainId } from '@incasso/shared/chains';
import pg from 'pg';
import type { DatabaseHandle } from '#server/db/client.ts';

/** One chain's watcher lock, held until released or lost. */
export type HeldLock = {
  /** Aborted once the lock cannot be trusted (its connection failed): stop writing at once. */
  readonly lost: AbortSignal;
  /** Calls `onPayload` for each NOTIFY on `channel` while the lock is held (PostgreSQL only). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  release(): Promise<void>;
};

export type WatcherLocks = {
  /** The lock of `chain`, or null while another watcher (process) holds it. */
  tryAcquire(chain: ChainId): Promise<HeldLock | null>;
};

// pg_try_advisory_lock(int, int): this class number, then the chain's place in CHAIN_IDS. The
// two-key form never collides with the one-key migration lock.
const WATCHER_LOCK_CLASS = 0x17ca551;
const PING_INTERVAL_MS = 5_000;
const QUERY_TIMEOUT_MS = 10_000;

/**
 * One watcher per chain across processes (DESIGN section 4). On PostgreSQL a session advisory
 * lock on a connection of its own, held while watching: if that connection dies the server
 * frees the lock and another process takes over, and this one notices (error event or a failed
 * ping) and stops. PGlite belongs to one process, so the lock only guards against a second
 * app on the same embedded database in this process.
 */
export function createWatcherLocks(database: DatabaseHandle): WatcherLocks {
  if (database.kind === 'postgres') {
    const { url } = database;
    if (!url) throw new Error('a PostgreSQL database handle needs its url for the watcher lock');
    return { tryAcquire: (chain) => tryAdvisoryLock(url, chain) };
  }
  return { tryAcquire: async (chain) => tryInProcessLock(database, chain) };
}

const heldInProcess = new WeakMap<DatabaseHandle['db'], Set<ChainId>>();

function tryInProcessLock(database: DatabaseHandle, chain: ChainId): HeldLock | null {
  const held = heldInProcess.get(database.db) ?? new Set<ChainId>();
  heldInProcess.set(database.db, held);
  if (held.has(chain)) return null;
  held.add(chain);
  return {
    lost: new AbortController().signal,
    listen: async () => undefined,
    release: async () => void held.delete(chain),
  };
}

async function tryAdvisoryLock(url: string, chain: ChainId): Promise<HeldLock | null> {
  const client = new pg.Client({
    connectionString: url,
    keepAlive: true,
    connectionTimeoutMillis: QUERY_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    application_name: `incasso chain watcher ${chain}`,
  });
  const lost = new AbortController();
  client.on('error', (error) => lost.abort(error));
  client.on('end', () => lost.abort(new Error('the lock connection ended')));
  await client.connect();
  const keys = [WATCHER_LOCK_CLASS, CHAIN_IDS.indexOf(chain)];
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, $2) as locked',
      keys,
    );
    if (!rows[0]?.locked) {
      await client.end();
      return null;
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  // A silent network failure raises no event; a ping that fails or times out tells.
  const ping = setInterval(() => {
    client.query('select 1').catch((error: unknown) => lost.abort(error));
  }, PING_INTERVAL_MS);
  ping.unref();
  return {
    lost: lost.signal,
    async listen(channel, onPayload) {
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    async release() {
      clearInterval(ping);
      if (!lost.signal.aborted) {
        await client.query('select pg_advisory_unlock($1, $2)', keys).catch(() => undefined);
      }
      await client.end().catch(() => undefined);
    },
  };
}
