// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtime } from './socket';

let http: HttpServer;
let io: Server;
let url = '';

beforeAll(async () => {
  http = createServer();
  io = new Server(http);
  // Mimics the server's handshake check: only a "cookie" named ok is accepted.
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth['token'];
    next(token === 'ok' ? undefined : new Error('Authentication error: no session'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await io.close();
});

describe('realtime socket', () => {
  it('is created once on demand and reused', () => {
    const realtime = createRealtime(url);
    expect(realtime.hasSocket()).toBe(false);
    const first = realtime.getSocket();
    expect(realtime.getSocket()).toBe(first);
    expect(first.io.reconnectionAttempts()).toBe(5);
    expect(first.io.reconnectionDelay()).toBe(1000);
    realtime.closeSocket();
    expect(first.disconnected).toBe(true);
    expect(realtime.hasSocket()).toBe(false);
  });

  it('connects when the server accepts the session', async () => {
    const realtime = createRealtime(url);
    const socket = realtime.getSocket();
    socket.auth = { token: 'ok' };
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(socket.connected).toBe(true);
    realtime.closeSocket();
  });

  it('drops the socket when the server answers with an authentication error', async () => {
    const realtime = createRealtime(url);
    const socket = realtime.getSocket();
    await new Promise<void>((resolve) => socket.once('connect_error', () => resolve()));
    expect(socket.disconnected).toBe(true);
    expect(socket.active).toBe(false);
    expect(realtime.hasSocket()).toBe(false);
    expect(realtime.getSocket()).not.toBe(socket);
    realtime.closeSocket();
  });
});
