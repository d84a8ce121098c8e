import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';

/** Open Socket.IO connections per client address, counted against a maximum. */
export interface ConnectionCounts {
  /** A place for one more connection of `ip`: its lease, or null while `ip` holds `max`. */
  reserve(ip: string, max: number): Promise<string | null>;
  /** Frees the place `reserve` gave. */
  release(ip: string, lease: string): void;
  close(): Promise<void>;
}

/** One process: a count per address in memory. */
export function createMemoryConnectionCounts(): ConnectionCounts {
  const counts = new Map<string, number>();
  return {
    async reserve(ip, max) {
      const count = counts.get(ip) ?? 0;
      if (count >= max) return null;
      counts.set(ip, count + 1);
      return ip;
    },
    release(ip) {
      const count = (counts.get(ip) ?? 0) - 1;
      if (count > 0) counts.set(ip, count);
      else counts.delete(ip);
    },
    close: async () => undefined,
  };
}

/** A lease outlives a process that crashed by at most this long. */
const LEASE_MS = 60_000;
const RENEW_MS = LEASE_MS / 3;

// Per address a sorted set of leases scored by their end, on the server's clock: expired leases
// (a crashed process's) are dropped before counting, and the check and the add are one step.
const RESERVE = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', nowMs)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], nowMs + tonumber(ARGV[3]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1
`;
const RENEW = `
local now = redis.call('TIME')
local endMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', endMs, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1
`;

/**
 * Every process behind one balancer counts in Redis, so an address's maximum holds however its
 * connections are spread. Each connection is a lease this process renews while it is open; a
 * process that dies stops renewing, and its connections stop counting within a minute. While
 * Redis is unreachable the count of this process alone decides.
 */
export async function createRedisConnectionCounts(options: {
  url: string;
  /** Keys start with it: deployments (and test runs) sharing one Redis stay apart. */
  namespace: string;
  onError(error: unknown): void;
}): Promise<ConnectionCounts> {
  const client = createClient({ url: options.url });
  client.on('error', options.onError);
  await client.connect();
  // This process's leases per address: renewed in Redis, and the count while Redis is away.
  const held = new Map<string, Set<string>>();
  let closed = false;
  const keyOf = (ip: string) => `${options.namespace}sockets:${ip}`;

  const renew = setInterval(() => {
    for (const [ip, leases] of held) {
      client
        .eval(RENEW, { keys: [keyOf(ip)], arguments: [String(LEASE_MS), ...leases] })
        .catch(options.onError);
    }
  }, RENEW_MS);
  renew.unref();

  return {
    async reserve(ip, max) {
      const lease = randomUUID();
      let granted: boolean;
      try {
        const answer = await client.eval(RESERVE, {
          keys: [keyOf(ip)],
          arguments: [String(max), lease, String(LEASE_MS)],
        });
        granted = answer === 1;
      } catch (error) {
        options.onError(error);
        granted = (held.get(ip)?.size ?? 0) < max;
      }
      if (!granted) return null;
      const leases = held.get(ip) ?? new Set<string>();
      leases.add(lease);
      held.set(ip, leases);
      return lease;
    },
    release(ip, lease) {
      if (closed) return;
      const leases = held.get(ip);
      leases?.delete(lease);
      if (leases?.size === 0) held.delete(ip);
      client.zRem(keyOf(ip), lease).catch(options.onError);
    },
    /** Gives back every place this process holds: the connections close with it. */
    async close() {
      closed = true;
      clearInterval(renew);
      await Promise.all(
        [...held].map(([ip, leases]) => client.zRem(keyOf(ip), [...leases]).catch(() => 0)),
      );
      held.clear();
      await client.quit().catch(() => undefined);
    },
  };
}
