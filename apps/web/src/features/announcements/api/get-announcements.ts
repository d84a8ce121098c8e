import { AnnouncementSchema, type Announcement } from '@incasso/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

const AnnouncementListSchema = AnnouncementSchema.array();

/** GET /api/announcements, newest first; SPEC section 7: an empty list when the call is not ok. */
export async function getAnnouncements(): Promise<Announcement[]> {
  try {
    const parsed = AnnouncementListSchema.safeParse(await api.get('/api/announcements'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.announcements(), queryFn: getAnnouncements });

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}
