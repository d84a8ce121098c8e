import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io';
import type { Config } from '#server/config.ts';
import { clientAddress } from '#server/lib/client-address.ts';
import { createTokenBucket, type TokenBucket } from './token-bucket.ts';

export interface SocketLimits {
  /** Open connections one address may hold. */
  maxSocketsPerIp: number;
  /** Events one socket may send: a burst, then a steady rate. */
  socketEventBurst: number;
  socketEventsPerSecond: number;
  /** Events all sockets of one address may send together. */
  ipEventBurst: number;
  ipEventsPerSecond: number;
  /** Payments one socket may watch at once. */
  maxWatchesPerSocket: number;
}

interface Address {
  sockets: number;
  events: TokenBucket;
}

/**
 * Budgets for Socket.IO (issue 7: 20,000 events from 4 anonymous sockets slowed every request
 * to seconds). Connections are counted per client address; every socket has an event budget,
 * and so has each address across its sockets. Past a budget the socket is dropped.
 */
export function createSocketGuard(limits: SocketLimits, trustProxy: Config['trustProxy']) {
  const addresses = new Map<string, Address>();
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

    /** For the handshake (`allowRequest`): false once the address holds its maximum. */
    admits(request: IncomingMessage): boolean {
      return (addresses.get(addressOf(request))?.sockets ?? 0) < limits.maxSocketsPerIp;
    },

    /** Counts an engine connection for its address while it stays open. */
    countConnection(request: IncomingMessage, onClose: (listener: () => void) => void): void {
      const ip = addressOf(request);
      entry(ip).sockets += 1;
      onClose(() => {
        const address = addresses.get(ip);
        if (!address) return;
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
