// Client side of bench/sockets.ts, in a process of its own: opens `count` WebSocket clients to
// the pay page's namespace, each watching one of the given payments, then reports to the
// parent (IPC) when all are connected and, for every status update, when it arrived.
//
// The clients speak the wire protocol the pay page's socket.io-client speaks (Engine.IO 4 over
// a WebSocket, Socket.IO 5 packets) on bare `ws` sockets: on a payer's phone the parsing is the
// phone's, while here 10,000 pages share the server's two cores, and socket.io-client's
// per-message work there would be counted as the server's delivery time.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';

interface Start {
  url: string;
  count: number;
  paymentIds: string[];
}

const now = () => performance.timeOrigin + performance.now();
const OPENING_AT_ONCE = 200;
const NAMESPACE = '/public';
// Engine.IO packet types (first character) and Socket.IO packet types (second).
const PING = '2';
const PONG = '3';
const CONNECT = `40${NAMESPACE},`;
const EVENT = `42${NAMESPACE},`;
const ACK = `43${NAMESPACE},`;
const CONNECT_ERROR = `44${NAMESPACE},`;
const STATUS_UPDATE = 'payment:status_update';

process.once('message', (message: Start) => void run(message));

// When the server's heartbeats arrived: 10,000 pings (and their pongs) in one second is a burst
// of work for every process on the two cores.
let pings: number[] = [];

interface Page {
  socket: WebSocket;
  onUpdate?: (update: { paymentId: string; status: string }) => void;
  onClose?: () => void;
}

/** One pay page: connected to the namespace and watching `paymentId` (its ack received). */
function open(url: string, paymentId: string): Promise<Page> {
  const socket = new WebSocket(
    `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`,
    { perMessageDeflate: false },
  );
  const page: Page = { socket };
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => page.onClose?.());
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === PING) {
        pings.push(now());
        return socket.send(PONG);
      }
      if (text.startsWith('0')) return socket.send(CONNECT);
      if (text.startsWith(CONNECT)) {
        return socket.send(`${EVENT}1${JSON.stringify(['watch:payment', { paymentId }])}`);
      }
      if (text.startsWith(`${ACK}1`)) return resolve(page);
      if (text.startsWith(CONNECT_ERROR)) return reject(new Error(text));
      if (text.startsWith(EVENT)) {
        const [name, update] = JSON.parse(text.slice(EVENT.length)) as [
          string,
          { paymentId: string; status: string },
        ];
        if (name === STATUS_UPDATE) page.onUpdate?.(update);
      }
    });
  });
}

async function run({ url, count, paymentIds }: Start) {
  const pages: Page[] = [];
  // Receipt times per update (the parent matches them to the status it set).
  let arrivals: [string, number][] = [];
  // Sockets the server dropped (a missed heartbeat on a starved process): their updates are lost.
  let disconnects = 0;
  for (let first = 0; first < count; first += OPENING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPENING_AT_ONCE, count - first) }, (_, i) =>
      open(url, paymentIds[(first + i) % paymentIds.length] ?? ''),
    );
    pages.push(...(await Promise.all(batch)));
  }
  let closing = false;
  for (const page of pages) {
    page.onClose = () => {
      if (!closing) disconnects += 1;
    };
    page.onUpdate = (update) => {
      if (update.status !== 'PENDING') arrivals.push([update.paymentId, now()]);
    };
  }
  // This process's own stalls, so a late arrival can be told from a late delivery.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  process.send?.({ kind: 'connected', count: pages.length });
  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'report') {
      const loopDelayMaxMs = loopDelay.max / 1e6;
      process.send?.({ kind: 'arrivals', arrivals, pings, disconnects, loopDelayMaxMs });
      arrivals = [];
      pings = [];
      loopDelay.reset();
    }
    if (message.kind === 'close') {
      closing = true;
      for (const page of pages) page.socket.terminate();
      process.exit(0);
    }
  });
}
