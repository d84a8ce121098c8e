import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#components/ui/toast/toast-store.ts';
import { getSocket as getAppSocket, type RealtimeSocket } from '#lib/socket.ts';
import { logout } from '../session-store';

/**
 * An administrator suspended the account: the server says so on the socket before closing it,
 * and the open page signs out at once instead of at its next request. `getSocket` is the app's
 * one socket; tests pass their own.
 */
export function useSessionEnded(getSocket: () => RealtimeSocket = getAppSocket) {
  const { t } = useTranslation();
  useEffect(() => {
    const socket = getSocket();
    function handleEnded() {
      toast.error(t('errors.accountSuspended'));
      void logout();
    }
    socket.on('session:ended', handleEnded);
    return () => {
      socket.off('session:ended', handleEnded);
    };
  }, [getSocket, t]);
}
