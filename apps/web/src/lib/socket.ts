import type { ClientToServerEvents, ServerToClientEvents } from '@incasso/shared/events';
import { io, type Socket } from 'socket.io-client';
import { registerSocketCloser } from './socket-handle';

// SPEC section 7: one Socket.IO connection, with cookies, at most 5 reconnection attempts
// 1 s apart. It is created on first use and reused; the server refusing the session
// ("Authentication error") makes retrying pointless, so the socket is dropped instead.

export const SOCKET_OPTIONS = {
  withCredentials: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
} as const;

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function createRealtime(url?: string) {
  let current: RealtimeSocket | null = null;

  function getSocket(): RealtimeSocket {
    if (current) return current;
    const socket: RealtimeSocket = url === undefined ? io(SOCKET_OPTIONS) : io(url, SOCKET_OPTIONS);
    socket.on('connect_error', (error: Error) => {
      if (!error.message.includes('Authentication error')) return;
      socket.disconnect();
      if (current === socket) current = null;
    });
    current = socket;
    return socket;
  }

  function closeSocket(): void {
    current?.disconnect();
    current = null;
  }

  return { getSocket, closeSocket, hasSocket: () => current !== null };
}

const realtime = createRealtime();
registerSocketCloser(realtime.closeSocket);

/** The app's socket, connected to the page's own origin. */
export const getSocket = realtime.getSocket;
