import { queryOptions, useQuery } from '@tanstack/react-query';
import { BillingOverviewSchema, type BillingOverview } from '@incasso/shared/billing';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/billing: the plan and its paid time, the fee balance, open charges and history. */
export async function getBilling(): Promise<BillingOverview> {
  return BillingOverviewSchema.parse(await api.get('/api/billing'));
}

// SPEC's data category for billing is feeBalance; the overview carries it.
export const billingQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.feeBalance(), queryFn: getBilling });

export function useBilling() {
  return useQuery(billingQueryOptions());
}
