import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket as getAppSocket, type RealtimeSocket } from '#lib/socket.ts';
import { announcementsQueryOptions } from '../api/get-announcements';

/**
 * An administrator published, changed or withdrew an announcement: the server only signals it
 * (each reader's list depends on their plan), so the banner asks for its list again.
 * `getSocket` is the app's one socket; tests pass their own.
 */
export function useLiveAnnouncements(getSocket: () => RealtimeSocket = getAppSocket) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    function handleChanged() {
      void queryClient.invalidateQueries({ queryKey: announcementsQueryOptions().queryKey });
    }
    socket.on('announcements:changed', handleChanged);
    return () => {
      socket.off('announcements:changed', handleChanged);
    };
  }, [getSocket, queryClient]);
}
