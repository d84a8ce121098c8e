import { queryOptions, useQuery } from '@tanstack/react-query';
import { PosSummarySchema, type PosSummary } from '@incasso/shared/pos';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/pos/summary: completed till sales of the last 30 days, per currency. */
export async function getPosSummary(): Promise<PosSummary> {
  return PosSummarySchema.parse(await api.get('/api/pos/summary'));
}

export const posSummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.revenue('pos'), queryFn: getPosSummary });

export function usePosSummary(enabled = true) {
  return useQuery({ ...posSummaryQueryOptions(), enabled });
}
