import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScheduleSchema, type CreateScheduleInput, type Schedule } from '@incasso/shared/recurring';
import { api } from '#lib/api-client.ts';
import { schedulesQueryOptions } from './get-schedules';

/** POST /api/recurring-payments. */
export async function createSchedule(input: CreateScheduleInput): Promise<Schedule> {
  return ScheduleSchema.parse(await api.post('/api/recurring-payments', input));
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesQueryOptions().queryKey }),
  });
}
