import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { EngineConnection, SocketGuard } from './socket-guard.ts';
import {
  PUBLIC_SOCKET_NAMESPACE,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@incasso/shared/events';

export interface SocketUser {
  id: string;
  /** The merchant the session acts for (decision note 091). */
  merchantId?: string | null;
}
interface SocketData {
  user?: SocketUser;
}

export type AppServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type AppNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface RealtimeOptions {
  httpServer: HttpServer;
  publicUrl: string;
  redisUrl: string | undefined;
  authenticate(cookieHeader: string | undefined): Promise<SocketUser | null>;
  /** Connection and event budgets, counted per client address (see socket-guard.ts). */
  guard: SocketGuard;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const paymentRoom = (paymentId: string) => `payment:${paymentId}`;
/** One person's sockets acting for one merchant: ended when they stop being its member. */
export const memberRoom = (merchantId: string, userId: string) => `member:${merchantId}:${userId}`;

/** Browsers always send Origin cross-site: only our own origin may open a cookie-bearing socket. */
function isAllowedOrigin(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * Socket.IO on the app's own HTTP server. The default namespace needs a session (SPEC: the
 * client drops the socket on 'Authentication error'); the public namespace serves the hosted pay
 * page, which watches one payment by id without signing in. With Redis, events reach sockets
 * held by every process.
 */
export async function createRealtime(options: RealtimeOptions) {
  const { guard } = options;
  const io: AppServer = new Server(options.httpServer, {
    serveClient: false,
    allowRequest: (request, callback) => {
      if (!isAllowedOrigin(request, options.publicUrl)) return callback(null, false);
      guard.admit(request).then(
        (admitted) => callback(null, admitted),
        () => callback(null, false),
      );
    },
  });
  io.engine.on('connection', (connection: EngineConnection) => guard.watchConnection(connection));
  io.on('connection', (socket) => guard.meter(socket));
  io.of(PUBLIC_SOCKET_NAMESPACE).on('connection', (socket) => guard.meter(socket));

  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    // The guard closed the connection over this very CONNECT: no session lookup for it.
    if (socket.conn.readyState !== 'open') return next(new Error('Connection closed'));
    try {
      const user = await options.authenticate(socket.request.headers.cookie);
      if (!user) return next(new Error('Authentication error: sign in first'));
      socket.data.user = user;
      await socket.join(
        user.merchantId
          ? [userRoom(user.id), memberRoom(user.merchantId, user.id)]
          : userRoom(user.id),
      );
      next();
    } catch {
      next(new Error('Authentication error: session could not be checked'));
    }
  });

  return {
    io,
    limits: guard.limits,
    publicNamespace: io.of(PUBLIC_SOCKET_NAMESPACE) as AppNamespace,
    toUser: (userId: string) => io.to(userRoom(userId)),
    toMember: (merchantId: string, userId: string) => io.to(memberRoom(merchantId, userId)),
    /** Both the merchant's sockets and the public pay page's sockets watching this payment. */
    toPayment: (paymentId: string) => ({
      emit: <E extends keyof ServerToClientEvents>(
        event: E,
        ...args: Parameters<ServerToClientEvents[E]>
      ) => {
        io.to(paymentRoom(paymentId)).emit(event, ...args);
        io.of(PUBLIC_SOCKET_NAMESPACE)
          .to(paymentRoom(paymentId))
          .emit(event, ...args);
      },
    }),
    /**
     * Closes every client's connection, pending long-polls included, so that a draining process
     * can close its listener: clients reconnect after a transport close, through the balancer,
     * to another process.
     */
    dropConnections(): void {
      io.engine.close();
    },
    async close() {
      // A transport close, never a Socket.IO disconnect: a client told to go never reconnects.
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
      await guard.close();
    },
  };
}

export type Realtime = Awaited<ReturnType<typeof createRealtime>>;
