import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io';
import type { Config, SocketLimits } from '#server/config.ts';
import { clientAddress } from '#server/lib/client-address.ts';
import { createMemoryConnectionCounts, type ConnectionCounts } from './connection-counts.ts';
import { createTokenBucket, type TokenBucket } from './token-bucket.ts';

interface Address {
  sockets: number;
  events: TokenBucket;
}

/** An engine.io packet, as the connection's `packet` and `packetCreate` events give it. */
interface EnginePacket {
  type: string;
  data?: unknown;
}

/** What the guard needs of an engine.io connection (one per browser tab, under every namespace). */
export interface EngineConnection {
  request: IncomingMessage;
  readyState: string;
  on(event: 'packet' | 'packetCreate', listener: (packet: EnginePacket) => void): void;
  once(event: 'close', listener: () => void): void;
  close(discard?: boolean): void;
}

/**
 * Refused namespace connects one engine connection may collect before it is closed: a browser
 * whose session ended gives up after the first (SPEC: the client drops the socket on
 * 'Authentication error').
 */
export const MAX_FAILED_CONNECTS = 3;

// Socket.IO packets travel in engine.io `message` packets, their type as the first character.
const isSocketIoPacket = (packet: EnginePacket, type: '0' | '4') =>
  packet.type === 'message' && typeof packet.data === 'string' && packet.data.startsWith(type);

/** A handshake admitted but whose connection is not open yet gives its place back after this. */
const UNCLAIMED_PLACE_MS = 10_000;

/**
 * Budgets for Socket.IO (issue 7: 20,000 events from 4 anonymous sockets slowed every request
 * to seconds). Connections are counted per client address; every socket has an event budget,
 * and so has each address across its sockets. Past a budget the socket is dropped. A namespace
 * CONNECT is an event too (issue 18: thousands a second on one connection, each a session
 * lookup, sat outside every budget): it is counted on its engine connection and its address,
 * and a connection that collects a few refusals is closed. With several processes the
 * connections are counted in Redis (`counts`), so an address's maximum holds across them.
 */
export function createSocketGuard(
  limits: SocketLimits,
  trustProxy: Config['trustProxy'],
  counts: ConnectionCounts = createMemoryConnectionCounts(),
) {
  const addresses = new Map<string, Address>();
  // The place each admitted handshake took, until its connection opens and claims it.
  const places = new WeakMap<IncomingMessage, { lease: string; unclaimed: NodeJS.Timeout }>();
  const addressOf = (request: IncomingMessage) => clientAddress(request, trustProxy);
  const entry = (ip: string): Address => {
    let found = addresses.get(ip);
    if (!found) {
      found = {
        sockets: 0,
        events: createTokenBucket({
          burst: limits.ipEventBurst,
          perSecond: limits.ipEventsPerSecond,
        }),
      };
      addresses.set(ip, found);
    }
    return found;
  };

  return {
    limits,

    close: () => counts.close(),

    /**
     * For the handshake (`allowRequest`): false once the address holds its maximum, or has
     * spent its event budget; true takes one of its places.
     */
    async admit(request: IncomingMessage): Promise<boolean> {
      const ip = addressOf(request);
      if (addresses.get(ip)?.events.isEmpty()) return false;
      const lease = await counts.reserve(ip, limits.maxSocketsPerIp);
      if (lease === null) return false;
      const unclaimed = setTimeout(() => {
        places.delete(request);
        counts.release(ip, lease);
      }, UNCLAIMED_PLACE_MS);
      unclaimed.unref();
      places.set(request, { lease, unclaimed });
      return true;
    },

    /**
     * Counts an engine connection for its address while it stays open, and meters the
     * namespace CONNECTs it carries.
     */
    watchConnection(connection: EngineConnection): void {
      const ip = addressOf(connection.request);
      const address = entry(ip);
      address.sockets += 1;
      const place = places.get(connection.request);
      if (place) {
        clearTimeout(place.unclaimed);
        places.delete(connection.request);
      }
      const connects = createTokenBucket({
        burst: limits.socketEventBurst,
        perSecond: limits.socketEventsPerSecond,
      });
      let refusals = 0;
      connection.on('packet', (packet) => {
        if (!isSocketIoPacket(packet, '0')) return;
        if (!(connects.take() && address.events.take())) connection.close(true);
      });
      connection.on('packetCreate', (packet) => {
        if (isSocketIoPacket(packet, '4') && ++refusals >= MAX_FAILED_CONNECTS) {
          // Once this refusal has gone out, so the client learns why.
          process.nextTick(() => connection.close());
        }
      });
      connection.once('close', () => {
        if (place) counts.release(ip, place.lease);
        address.sockets -= 1;
        if (address.sockets <= 0 && address.events.isFull()) addresses.delete(ip);
      });
    },

    /** Puts a socket's incoming events under its own budget and its address's. */
    meter(socket: Socket): void {
      const own = createTokenBucket({
        burst: limits.socketEventBurst,
        perSecond: limits.socketEventsPerSecond,
      });
      const address = entry(addressOf(socket.request));
      socket.use((_packet, next) => {
        if (own.take() && address.events.take()) return next();
        socket.disconnect(true);
      });
    },
  };
}

export type SocketGuard = ReturnType<typeof createSocketGuard>;
