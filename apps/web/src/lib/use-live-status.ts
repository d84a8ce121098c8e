import type {
  ClientToServerEvents,
  PaymentStatus,
  ServerToClientEvents,
} from '@incasso/shared/events';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { parseStatusUpdate } from './payment-status';

export interface LiveStatus {
  status: PaymentStatus;
  confirmations: number;
  required: number;
  txHash: string | null;
}

export type PaymentSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface LiveStatusOptions {
  /** null: nothing to watch (yet). */
  socket: PaymentSocket | null;
  paymentId: string;
  /** The status the page loaded with, shown until updates arrive. */
  initial: LiveStatus;
  /** `watch:payment`'s payload: SPEC's `{ request, key }`, or `{ paymentId }` on the pay page. */
  watchPayload: unknown;
  /** `unwatch:payment`'s payload: SPEC's key, or `{ paymentId }`. */
  unwatchPayload: unknown;
}

type Received = { paymentId: string } & Partial<LiveStatus>;

/**
 * Follows one payment on `payment:status_update`. The watch is sent again on every (re)connect,
 * because the server's rooms do not survive a dropped connection; the server answers a watch
 * with the current status, so nothing missed while offline stays missed. Unwatched on unmount
 * or when the payment changes.
 */
export function useLiveStatus(options: LiveStatusOptions): LiveStatus {
  const { socket, paymentId, initial } = options;
  const [received, setReceived] = useState<Received | null>(null);
  // Compared by content: callers may build the payloads afresh on every render.
  const watchJson = JSON.stringify(options.watchPayload);
  const unwatchJson = JSON.stringify(options.unwatchPayload);

  useEffect(() => {
    if (!socket) return;
    const watch = () => socket.emit('watch:payment', JSON.parse(watchJson));
    const handleUpdate = (payload: unknown) => {
      const update = parseStatusUpdate(payload);
      if (!update || update.paymentId !== paymentId) return;
      const { status, confirmations, required, txHash } = update;
      setReceived((current) => ({
        ...(current?.paymentId === paymentId ? current : {}),
        paymentId,
        status,
        ...(confirmations !== undefined && { confirmations }),
        ...(required !== undefined && { required }),
        ...(txHash !== undefined && { txHash }),
      }));
    };
    socket.on('connect', watch);
    socket.on('payment:status_update', handleUpdate);
    if (socket.connected) watch();
    return () => {
      socket.off('connect', watch);
      socket.off('payment:status_update', handleUpdate);
      socket.emit('unwatch:payment', JSON.parse(unwatchJson));
    };
  }, [socket, paymentId, watchJson, unwatchJson]);

  if (received?.paymentId !== paymentId) return initial;
  const { paymentId: _id, ...update } = received;
  return { ...initial, ...update };
}
