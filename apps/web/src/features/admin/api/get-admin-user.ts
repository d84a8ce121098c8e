import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserDetailSchema, type AdminUserDetail } from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/admin/users/:id: the User View. */
export async function getAdminUser(id: string): Promise<AdminUserDetail> {
  return AdminUserDetailSchema.parse(await api.get(`/api/admin/users/${encodeURIComponent(id)}`));
}

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.adminUserDetails(id), queryFn: () => getAdminUser(id) });

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}
