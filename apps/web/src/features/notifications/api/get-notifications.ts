import { NotificationListSchema, type Notification } from '@incasso/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/user/notifications; SPEC section 7: an empty list when the call is not ok. */
export async function getNotifications(): Promise<Notification[]> {
  try {
    const parsed = NotificationListSchema.safeParse(await api.get('/api/user/notifications'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications(), queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
