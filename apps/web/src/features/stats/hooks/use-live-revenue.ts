import { NotificationSchema } from '@incasso/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '#lib/query-keys.ts';
import { getSocket as getAppSocket, type RealtimeSocket } from '#lib/socket.ts';

/** Notification keys of the payment changes that move revenue or the ledger. */
const LEDGER_CHANGES = /^payments\.(detected|confirmed|timedOut)$/;

/**
 * Every payment change reaches the merchant as a `user:notification`; when one names a
 * payment, the revenue and the latest transactions are fetched again, so the home follows a
 * payment confirmed while it is open.
 */
export function useLiveRevenue(getSocket: () => RealtimeSocket = getAppSocket) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    function handleNotification(payload: unknown) {
      const parsed = NotificationSchema.safeParse(payload);
      if (!parsed.success || !LEDGER_CHANGES.test(parsed.data.key)) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.revenue() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.transactions() });
    }
    socket.on('user:notification', handleNotification);
    return () => {
      socket.off('user:notification', handleNotification);
    };
  }, [getSocket, queryClient]);
}
