import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminAnnouncementListSchema,
  AdminAnnouncementSchema,
  type AdminAnnouncementInput,
  type AdminAnnouncementPatch,
} from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

// The admin's list (drafts included) lives beside the readers' list, under the same category.
const adminKey = queryKeys.announcements('admin');

export function useAdminAnnouncements() {
  return useQuery({
    queryKey: adminKey,
    queryFn: async () =>
      AdminAnnouncementListSchema.parse(await api.get('/api/admin/announcements')),
  });
}

type Change =
  | { kind: 'create'; values: AdminAnnouncementInput }
  | { kind: 'update'; id: string; patch: AdminAnnouncementPatch }
  | { kind: 'delete'; id: string };

/** POST, PATCH and DELETE /api/admin/announcements[/:id]. */
export async function changeAnnouncement(change: Change) {
  if (change.kind === 'create') {
    return AdminAnnouncementSchema.parse(await api.post('/api/admin/announcements', change.values));
  }
  const path = `/api/admin/announcements/${encodeURIComponent(change.id)}`;
  if (change.kind === 'delete') {
    await api.request(path, { method: 'DELETE' });
    return null;
  }
  return AdminAnnouncementSchema.parse(
    await api.request(path, { method: 'PATCH', body: change.patch }),
  );
}

export function useChangeAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.announcements() }),
  });
}
