import { LedgerChangeSchema, type LedgerChange } from '@incasso/shared/transactions';
import { useEffect, useRef } from 'react';
import { getSocket as getAppSocket, type RealtimeSocket } from './socket.ts';

/**
 * Calls `onChange` each time the server says a ledger row of the signed-in merchant was
 * recorded or changed (`ledger:changed`, issue 19): the one signal revenue, the till's figures
 * and an open invoice refresh on.
 */
export function useLedgerChanges(
  onChange: (change: LedgerChange) => void,
  getSocket: () => RealtimeSocket = getAppSocket,
) {
  // The latest callback, without subscribing again on every render.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const socket = getSocket();
    function handleChange(payload: unknown) {
      const parsed = LedgerChangeSchema.safeParse(payload);
      if (parsed.success) latest.current(parsed.data);
    }
    socket.on('ledger:changed', handleChange);
    return () => {
      socket.off('ledger:changed', handleChange);
    };
  }, [getSocket]);
}
