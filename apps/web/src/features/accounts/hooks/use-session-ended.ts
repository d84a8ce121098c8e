import { useEffect } from 'react';
import { getSocket as getAppSocket, type RealtimeSocket } from '#lib/socket.ts';
import { logout } from '../session-store';

/**
 * An administrator suspended the account: the server says so on the socket before closing it,
 * and the open page signs out at once instead of at its next request; the login page it lands
 * on says why (a toast would be gone in seconds, issue 20). `getSocket` is the app's one
 * socket; tests pass their own.
 */
export function useSessionEnded(getSocket: () => RealtimeSocket = getAppSocket) {
  useEffect(() => {
    const socket = getSocket();
    function handleEnded() {
      void logout({ endedBy: 'suspension' });
    }
    socket.on('session:ended', handleEnded);
    return () => {
      socket.off('session:ended', handleEnded);
    };
  }, [getSocket]);
}
