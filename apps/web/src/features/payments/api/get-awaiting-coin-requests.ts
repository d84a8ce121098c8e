import { queryOptions, useQuery } from '@tanstack/react-query';
import { AwaitingCoinListSchema, type AwaitingCoinList } from '@incasso/shared/payments';
import { api } from '#lib/api-client.ts';
import { PAYMENTS_KEY } from './get-unmatched-transfers';

/**
 * GET /api/payments/awaiting-coin: the open requests whose payer has not picked a coin yet
 * (made by the public API, invoices' and recurring periods' links), newest first.
 */
export async function getAwaitingCoinRequests(): Promise<AwaitingCoinList> {
  return AwaitingCoinListSchema.parse(await api.get('/api/payments/awaiting-coin'));
}

export const awaitingCoinRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'awaiting-coin'],
    queryFn: getAwaitingCoinRequests,
  });

export function useAwaitingCoinRequests(enabled = true) {
  return useQuery({ ...awaitingCoinRequestsQueryOptions(), enabled });
}
