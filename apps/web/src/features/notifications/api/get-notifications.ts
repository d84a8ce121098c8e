import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { parseNotifications, type Notification } from '../notification';

/** GET /api/user/notifications; SPEC section 7: an empty list when the call is not ok. */
export async function getNotifications(): Promise<Notification[]> {
  try {
    return parseNotifications(await api.get('/api/user/notifications'));
  } catch {
    return [];
  }
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications(), queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
