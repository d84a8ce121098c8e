import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScheduleSchema, type Schedule, type UpdateScheduleInput } from '@incasso/shared/recurring';
import { api } from '#lib/api-client.ts';
import { schedulesQueryOptions } from './get-schedules';

/** PATCH /api/recurring-payments/:id: changes what the periods still to come ask. */
export async function updateSchedule(id: string, input: UpdateScheduleInput): Promise<Schedule> {
  return ScheduleSchema.parse(
    await api.request(`/api/recurring-payments/${id}`, { method: 'PATCH', body: input }),
  );
}

export function useUpdateSchedule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateScheduleInput) => updateSchedule(id, input),
    // The list key prefixes every schedule's detail key: both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesQueryOptions().queryKey }),
  });
}
