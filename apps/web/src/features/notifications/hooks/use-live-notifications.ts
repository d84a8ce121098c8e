import { NotificationSchema, type Notification } from '@incasso/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket as getAppSocket, type RealtimeSocket } from '#lib/socket.ts';
import { notificationsQueryOptions } from '../api/get-notifications';

/**
 * SPEC section 4: notifications pushed on `user:notification` go to the top of the list.
 * `getSocket` is the app's one socket (created on first use); tests pass their own.
 */
export function useLiveNotifications(getSocket: () => RealtimeSocket = getAppSocket) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    function handleNotification(payload: unknown) {
      const parsed = NotificationSchema.safeParse(payload);
      if (!parsed.success) return;
      const incoming = parsed.data;
      queryClient.setQueryData(
        notificationsQueryOptions().queryKey,
        (list: Notification[] = []) => [
          incoming,
          ...list.filter((item) => item.id !== incoming.id),
        ],
      );
    }
    socket.on('user:notification', handleNotification);
    return () => {
      socket.off('user:notification', handleNotification);
    };
  }, [getSocket, queryClient]);
}
