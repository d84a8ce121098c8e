import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BillingOverviewSchema,
  type BillingOverview,
  type DowngradeInput,
} from '@incasso/shared/billing';
import { api } from '#lib/api-client.ts';
import { billingQueryOptions } from './get-billing';

/** POST /api/billing/downgrade: back to Free at the end of the paid time, or at once. */
export async function downgradePlan(input: DowngradeInput): Promise<BillingOverview> {
  return BillingOverviewSchema.parse(await api.post('/api/billing/downgrade', input));
}

export function useDowngradePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downgradePlan,
    onSuccess: (overview) => queryClient.setQueryData(billingQueryOptions().queryKey, overview),
  });
}
