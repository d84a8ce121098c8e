import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RevenueStatsSchema, type RevenuePeriod, type RevenueStats } from '@incasso/shared/stats';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/stats/revenue: Completed revenue per currency and day (every plan). */
export async function getRevenue(days: RevenuePeriod): Promise<RevenueStats> {
  return RevenueStatsSchema.parse(await api.get(`/api/stats/revenue?days=${days}`));
}

/**
 * The server counts days in the zone saved on the profile; the key carries that zone so a new
 * one (chosen in the profile, or the browser's sent on a first visit) fetches the days again.
 */
export const revenueQueryOptions = (days: RevenuePeriod, timeZone: string | null) =>
  queryOptions({
    queryKey: queryKeys.revenue(days, timeZone),
    queryFn: () => getRevenue(days),
  });

/** `timeZone` undefined: the profile is still loading, so wait rather than fetch twice. */
export function useRevenue(days: RevenuePeriod, timeZone: string | null | undefined) {
  return useQuery({
    ...revenueQueryOptions(days, timeZone ?? null),
    enabled: timeZone !== undefined,
    // Another period or zone keeps the figures on screen until the new ones arrive: the card
    // does not collapse and push the creator below it around.
    placeholderData: keepPreviousData,
  });
}
