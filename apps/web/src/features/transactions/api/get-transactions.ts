import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TransactionListSchema, type TransactionList } from '@incasso/shared/transactions';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/transactions, newest first, one page at a time (Plus and Premium). */
export async function getTransactions(cursor?: string): Promise<TransactionList> {
  const query = new URLSearchParams(cursor ? { cursor } : {});
  const suffix = query.size > 0 ? `?${query}` : '';
  return TransactionListSchema.parse(await api.get(`/api/transactions${suffix}`));
}

export const transactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.transactions(),
    queryFn: ({ pageParam }) => getTransactions(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useTransactions() {
  return useInfiniteQuery(transactionsQueryOptions());
}
