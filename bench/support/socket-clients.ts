// Client side of bench/sockets.ts, in a process of its own: opens `count` Socket.IO clients to
// the pay page's namespace, each watching one of the given payments, then reports to the
// parent (IPC) when all are connected and, for every status update, when it arrived.
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

interface Start {
  url: string;
  count: number;
  paymentIds: string[];
}

const now = () => performance.timeOrigin + performance.now();
const OPENING_AT_ONCE = 200;

process.once('message', (message: Start) => void run(message));

async function open(url: string, paymentId: string): Promise<Socket> {
  const socket = io(`${url}/public`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('watch:payment', { paymentId });
  return socket;
}

async function run({ url, count, paymentIds }: Start) {
  const sockets: Socket[] = [];
  // Receipt times per update (the parent matches them to the status it set).
  let arrivals: [string, number][] = [];
  // Sockets the server dropped (a missed heartbeat on a starved process): their updates are lost.
  let disconnects = 0;
  for (let first = 0; first < count; first += OPENING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPENING_AT_ONCE, count - first) }, (_, i) =>
      open(url, paymentIds[(first + i) % paymentIds.length] ?? ''),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  for (const socket of sockets) {
    socket.on('disconnect', () => (disconnects += 1));
    socket.on('payment:status_update', (update: { paymentId: string; status: string }) => {
      if (update.status !== 'PENDING') arrivals.push([update.paymentId, now()]);
    });
  }
  process.send?.({ kind: 'connected', count: sockets.length });
  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'report') {
      process.send?.({ kind: 'arrivals', arrivals, disconnects });
      arrivals = [];
    }
    if (message.kind === 'close') {
      for (const socket of sockets) socket.close();
      process.exit(0);
    }
  });
}
