import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InsightsSchema, type InsightPeriod, type Insights } from '@incasso/shared/insights';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/insights: the analytics core's figures for the period (plans with insights). */
export async function getInsights(days: InsightPeriod): Promise<Insights> {
  return InsightsSchema.parse(await api.get(`/api/insights?days=${days}`));
}

export function useInsights(days: InsightPeriod) {
  return useQuery({
    queryKey: queryKeys.aiInsights(days),
    queryFn: () => getInsights(days),
    placeholderData: keepPreviousData,
  });
}
