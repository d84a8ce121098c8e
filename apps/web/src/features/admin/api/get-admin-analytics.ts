import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AdminAnalyticsSchema,
  type AdminAnalytics,
  type AdminAnalyticsPeriod,
} from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/admin/analytics: the platform's activity over the last 7, 30 or 90 days. */
export async function getAdminAnalytics(days: AdminAnalyticsPeriod): Promise<AdminAnalytics> {
  return AdminAnalyticsSchema.parse(await api.get(`/api/admin/analytics?days=${days}`));
}

export const adminAnalyticsQueryOptions = (days: AdminAnalyticsPeriod) =>
  queryOptions({
    queryKey: queryKeys.adminAnalytics('platform', days),
    queryFn: () => getAdminAnalytics(days),
  });

export function useAdminAnalytics(days: AdminAnalyticsPeriod) {
  return useQuery(adminAnalyticsQueryOptions(days));
}
