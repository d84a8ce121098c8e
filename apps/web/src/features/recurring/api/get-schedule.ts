import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleDetailSchema, type ScheduleDetail } from '@incasso/shared/recurring';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/recurring-payments/:id: the schedule with its periods, newest first. */
export async function getSchedule(id: string): Promise<ScheduleDetail> {
  return ScheduleDetailSchema.parse(await api.get(`/api/recurring-payments/${id}`));
}

export const scheduleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.transactions('recurring', id),
    queryFn: () => getSchedule(id),
  });

export function useSchedule(id: string) {
  return useQuery(scheduleQueryOptions(id));
}
