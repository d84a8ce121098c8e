import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminPlanListSchema, type AdminPlanUpdate } from '@incasso/shared/admin';
import type { PlanId } from '@incasso/shared/plans';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/admin/plans. */
export function useAdminPlans() {
  return useQuery({
    queryKey: queryKeys.adminPlans(),
    queryFn: async () => AdminPlanListSchema.parse(await api.get('/api/admin/plans')),
  });
}

/** PUT /api/admin/plans/:id; the public plan list changes with it. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: PlanId; values: AdminPlanUpdate }) =>
      AdminPlanListSchema.parse(
        await api.request(`/api/admin/plans/${id}`, { method: 'PUT', body: values }),
      ),
    onSuccess: async (plans) => {
      queryClient.setQueryData(queryKeys.adminPlans(), plans);
      await queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionPlans() });
    },
  });
}
