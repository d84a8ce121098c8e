import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminStatsSchema, type AdminStats } from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/admin/stats: the Dashboard's figures. */
export async function getAdminStats(): Promise<AdminStats> {
  return AdminStatsSchema.parse(await api.get('/api/admin/stats'));
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminStats(), queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
