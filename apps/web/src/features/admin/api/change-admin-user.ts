import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminUserDetailSchema,
  type AdminUserDetail,
  type AdminUserStatusInput,
  type AdminUserUpdate,
} from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

type Change =
  | { kind: 'update'; changes: AdminUserUpdate }
  | { kind: 'status'; status: AdminUserStatusInput['status'] }
  | { kind: 'resetTwoFactor' };

/** PATCH /api/admin/users/:id, POST …/status and POST …/two-factor/reset: each answers the User View. */
export async function changeAdminUser(id: string, change: Change): Promise<AdminUserDetail> {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  const answer =
    change.kind === 'update'
      ? await api.request(base, { method: 'PATCH', body: change.changes })
      : change.kind === 'status'
        ? await api.post(`${base}/status`, { status: change.status })
        : await api.post(`${base}/two-factor/reset`);
  return AdminUserDetailSchema.parse(answer);
}

export function useChangeAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => changeAdminUser(id, change),
    onSuccess: async (detail) => {
      queryClient.setQueryData(queryKeys.adminUserDetails(id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminStats() }),
      ]);
    },
  });
}
