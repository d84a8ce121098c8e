import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlanListSchema, type Plan } from '@incasso/shared/plans';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/plans: Free, Plus and Premium with their prices, fees and features. */
export async function getPlans(): Promise<Plan[]> {
  return PlanListSchema.parse(await api.get('/api/plans'));
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscriptionPlans(), queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
