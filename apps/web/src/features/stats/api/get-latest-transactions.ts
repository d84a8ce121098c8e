import { queryOptions, useQuery } from '@tanstack/react-query';
import { TransactionListSchema, type Transaction } from '@incasso/shared/transactions';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** How many transactions the dashboard home shows; the transactions page has the rest. */
export const LATEST_TRANSACTIONS = 5;

/** GET /api/transactions?limit=5: the newest few, read-only (Plus and Premium; 403 below). */
export async function getLatestTransactions(): Promise<Transaction[]> {
  const list = TransactionListSchema.parse(
    await api.get(`/api/transactions?limit=${LATEST_TRANSACTIONS}`),
  );
  return list.items;
}

export const latestTransactionsQueryOptions = () =>
  queryOptions({
    // Under the transactions category, so whatever refreshes the list refreshes these too.
    queryKey: queryKeys.transactions('latest', LATEST_TRANSACTIONS),
    queryFn: getLatestTransactions,
  });

export function useLatestTransactions(options: { enabled: boolean }) {
  return useQuery({ ...latestTransactionsQueryOptions(), enabled: options.enabled });
}
