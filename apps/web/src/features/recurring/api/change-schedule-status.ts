import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScheduleSchema, type Schedule } from '@incasso/shared/recurring';
import { api } from '#lib/api-client.ts';
import { schedulesQueryOptions } from './get-schedules';

export type ScheduleAction = 'pause' | 'resume' | 'cancel';

/** POST /api/recurring-payments/:id/{pause|resume|cancel}. */
export async function changeScheduleStatus(id: string, action: ScheduleAction): Promise<Schedule> {
  return ScheduleSchema.parse(await api.post(`/api/recurring-payments/${id}/${action}`));
}

export function useChangeScheduleStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ScheduleAction) => changeScheduleStatus(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesQueryOptions().queryKey }),
  });
}
