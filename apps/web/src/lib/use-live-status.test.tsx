import { renderHook, waitFor } from '@testing-library/react';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLiveStatus, type LiveStatus, type PaymentSocket } from './use-live-status';

// A real Socket.IO server that records what the page sends and answers a watch with the
// current status, as the Incasso server does.
let http: HttpServer;
let ioServer: Server;
let url = '';
const received: { event: string; payload: unknown }[] = [];
let serverSockets: ServerSocket[] = [];

beforeAll(async () => {
  http = createServer();
  ioServer = new Server(http);
  ioServer.on('connection', (socket) => {
    serverSockets.push(socket);
    socket.on('watch:payment', (payload: unknown) => {
      received.push({ event: 'watch:payment', payload });
      socket.emit('payment:status_update', { paymentId: 'p1', status: 'PENDING' });
    });
    socket.on('unwatch:payment', (payload: unknown) => {
      received.push({ event: 'unwatch:payment', payload });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ioServer.close();
});
beforeEach(() => {
  received.length = 0;
  serverSockets = [];
});

const initial: LiveStatus = { status: 'PENDING', confirmations: 0, required: 12, txHash: null };

function connect(): PaymentSocket {
  return io(url, { transports: ['websocket'], reconnection: false });
}

/** Every status rendered, in order. */
const rendered: string[] = [];

function watchP1(socket: PaymentSocket) {
  rendered.length = 0;
  return renderHook(
    ({ paymentId }) => {
      const live = useLiveStatus({
        socket,
        paymentId,
        initial,
        watchPayload: { request: { paymentId }, key: `key-${paymentId}` },
        unwatchPayload: `key-${paymentId}`,
      });
      rendered.push(live.status);
      return live;
    },
    { initialProps: { paymentId: 'p1' } },
  );
}

describe('useLiveStatus', () => {
  it('watches on connect and follows the updates of its payment only', async () => {
    const socket = connect();
    const { result } = watchP1(socket);
    await waitFor(() =>
      expect(received).toEqual([
        { event: 'watch:payment', payload: { request: { paymentId: 'p1' }, key: 'key-p1' } },
      ]),
    );
    const server = serverSockets[0];
    server?.emit('payment:status_update', { paymentId: 'other', status: 'CONFIRMED' });
    server?.emit('payment:status_update', {
      paymentId: 'p1',
      status: 'CONFIRMING',
      txHash: '0xabc',
      confirmations: 2,
      required: 12,
    });
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'CONFIRMING',
        confirmations: 2,
        required: 12,
        txHash: '0xabc',
      }),
    );
    // A later update without the hash keeps the one already known.
    server?.emit('payment:status_update', {
      paymentId: 'p1',
      status: 'CONFIRMED',
      confirmations: 12,
    });
    await waitFor(() => expect(result.current.status).toBe('CONFIRMED'));
    expect(result.current.txHash).toBe('0xabc');
    // The other payment's CONFIRMED, sent first, never showed.
    expect(rendered.indexOf('CONFIRMED')).toBeGreaterThan(rendered.indexOf('CONFIRMING'));
    socket.disconnect();
  });

  it('ignores payloads that break the contract', async () => {
    const socket = connect();
    const { result } = watchP1(socket);
    await waitFor(() => expect(received).toHaveLength(1));
    serverSockets[0]?.emit('payment:status_update', { paymentId: 'p1', status: 'PAID' });
    serverSockets[0]?.emit('payment:status_update', { paymentId: 'p1', status: 'DETECTED' });
    await waitFor(() => expect(result.current.status).toBe('DETECTED'));
    expect(rendered).not.toContain('PAID');
    socket.disconnect();
  });

  it('unwatches with the key when the payment changes and when unmounted', async () => {
    const socket = connect();
    const { rerender, unmount, result } = watchP1(socket);
    await waitFor(() => expect(received).toHaveLength(1));
    rerender({ paymentId: 'p2' });
    expect(result.current).toEqual(initial);
    unmount();
    await waitFor(() =>
      expect(received.map((item) => [item.event, item.payload])).toEqual([
        ['watch:payment', { request: { paymentId: 'p1' }, key: 'key-p1' }],
        ['unwatch:payment', 'key-p1'],
        ['watch:payment', { request: { paymentId: 'p2' }, key: 'key-p2' }],
        ['unwatch:payment', 'key-p2'],
      ]),
    );
    socket.disconnect();
  });
});
