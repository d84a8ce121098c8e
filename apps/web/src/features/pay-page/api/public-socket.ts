import type { PUBLIC_SOCKET_NAMESPACE } from '@incasso/shared/events';
import { io } from 'socket.io-client';
import { SOCKET_OPTIONS } from '#lib/socket.ts';
import type { PaymentSocket } from '#lib/use-live-status.ts';

// The pay page's own namespace: it watches one payment by id and needs no session, so a payer
// who has never signed in gets live updates too.
// The name is repeated as a literal (its type is checked against the shared constant):
// importing the value would pull the shared zod schemas of events.ts into the pay page.
const NAMESPACE: typeof PUBLIC_SOCKET_NAMESPACE = '/public';
let socket: PaymentSocket | null = null;

/** The public socket, created on first use and reused. */
export function getPublicSocket(): PaymentSocket {
  socket ??= io(NAMESPACE, SOCKET_OPTIONS);
  return socket;
}
