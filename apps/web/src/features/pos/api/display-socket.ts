import type { PUBLIC_SOCKET_NAMESPACE } from '@incasso/shared/events';
import { io } from 'socket.io-client';
import { SOCKET_OPTIONS } from '#lib/socket.ts';
import type { PaymentSocket } from '#lib/use-live-status.ts';

// The customer display has no session: like the pay page it watches its sale by id on the
// public namespace (the name is checked against the shared constant).
const NAMESPACE: typeof PUBLIC_SOCKET_NAMESPACE = '/public';
let socket: PaymentSocket | null = null;

/** The public socket, created on first use and reused. */
export function getDisplaySocket(): PaymentSocket {
  socket ??= io(NAMESPACE, SOCKET_OPTIONS);
  return socket;
}
