import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AdminUserListSchema,
  type AdminUserList,
  type AdminUserQueryInput,
} from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

function toSearch(query: AdminUserQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/admin/users: one page of the search. */
export async function getAdminUsers(query: AdminUserQueryInput): Promise<AdminUserList> {
  return AdminUserListSchema.parse(await api.get(`/api/admin/users?${toSearch(query)}`));
}

export const adminUsersQueryOptions = (query: AdminUserQueryInput) =>
  queryOptions({
    queryKey: queryKeys.adminUsers(query),
    queryFn: () => getAdminUsers(query),
    // The table keeps the last page while the next search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminUserQueryInput) {
  return useQuery(adminUsersQueryOptions(query));
}
