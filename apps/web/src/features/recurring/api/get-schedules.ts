import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleListSchema, type Schedule } from '@incasso/shared/recurring';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/recurring-payments: the merchant's schedules, newest first. */
export async function getSchedules(): Promise<Schedule[]> {
  return ScheduleListSchema.parse(await api.get('/api/recurring-payments'));
}

// Recurring payments have no data category of their own in SPEC section 3: each period is a
// payment, so they are filed under transactions, and what refreshes transactions refreshes them.
export const schedulesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.transactions('recurring'), queryFn: getSchedules });

export function useSchedules() {
  return useQuery(schedulesQueryOptions());
}
