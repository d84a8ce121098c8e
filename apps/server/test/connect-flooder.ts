// Run as a process of its own (see connect-flood.ts): an attacker that opens one engine.io
// connection over a raw WebSocket and sends the Socket.IO CONNECT packet (`40`) as fast as the
// socket takes it, until the server closes the connection or the time is up. Prints a JSON
// summary on stdout.
import WebSocket from 'ws';

const [baseUrl = '', cookie = '', secondsArgument = '3'] = process.argv.slice(2);
const seconds = Number(secondsArgument);
// Bounded in count as in time, whatever the server does.
const MAX_PACKETS = 200_000;
const BATCH = 50;
const MAX_BUFFERED_BYTES = 64 * 1024;

const socket = new WebSocket(
  `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`,
  { headers: { cookie } },
);
const summary = {
  opened: false,
  sent: 0,
  connectErrors: 0,
  /** The server ended the connection (not this script at the end of its time). */
  closedByServer: false,
  closedAfterMs: -1,
};
let started = 0;
let stopping = false;
let finished = false;

function finish() {
  if (finished) return;
  finished = true;
  process.stdout.write(`${JSON.stringify(summary)}\n`, () => process.exit(0));
}

function flood() {
  if (socket.readyState !== WebSocket.OPEN) return;
  if (Date.now() - started > seconds * 1000 || summary.sent >= MAX_PACKETS) {
    stopping = true;
    socket.close();
    return;
  }
  if (socket.bufferedAmount < MAX_BUFFERED_BYTES) {
    for (let i = 0; i < BATCH; i++) socket.send('40');
    summary.sent += BATCH;
  }
  setImmediate(flood);
}

socket.on('message', (data: WebSocket.RawData) => {
  const text = data.toString();
  // Engine.io: '0' opens the session, '2' is the server's ping; '4' carries a Socket.IO packet,
  // whose type '4' is CONNECT_ERROR.
  if (text.startsWith('0') && !summary.opened) {
    summary.opened = true;
    started = Date.now();
    flood();
  } else if (text === '2') {
    socket.send('3');
  } else if (text.startsWith('44')) {
    summary.connectErrors += 1;
  }
});
socket.on('close', () => {
  summary.closedByServer = summary.opened && !stopping;
  summary.closedAfterMs = Date.now() - started;
  finish();
});
socket.on('error', () => finish());
setTimeout(finish, (seconds + 10) * 1000).unref();
