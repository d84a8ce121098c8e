import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BillingOverviewSchema, type BillingOverview } from '@incasso/shared/billing';
import { api } from '#lib/api-client.ts';
import { billingQueryOptions } from './get-billing';

/** DELETE /api/billing/downgrade: keeps the paid plan after all (reminders resume). */
export async function keepPlan(): Promise<BillingOverview> {
  return BillingOverviewSchema.parse(
    await api.request('/api/billing/downgrade', { method: 'DELETE' }),
  );
}

export function useKeepPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepPlan,
    onSuccess: (overview) => queryClient.setQueryData(billingQueryOptions().queryKey, overview),
  });
}
