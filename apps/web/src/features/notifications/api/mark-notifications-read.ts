import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import type { Notification } from '@incasso/shared/notifications';
import { notificationsQueryOptions } from './get-notifications';

/** POST /api/user/notifications/mark-read: marks every notification read. */
export async function markNotificationsRead(): Promise<void> {
  await api.post('/api/user/notifications/mark-read');
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () =>
      queryClient.setQueryData(notificationsQueryOptions().queryKey, (list?: Notification[]) =>
        list?.map((item) => ({ ...item, read: true })),
      ),
  });
}
