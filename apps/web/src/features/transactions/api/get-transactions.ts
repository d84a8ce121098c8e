import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TransactionListSchema, type TransactionList } from '@incasso/shared/transactions';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/**
 * GET /api/transactions, one page at a time (Plus and Premium). `filters` is the query string
 * of the filters and sort (see ../filters.ts); the cursor is the server's, kept as it came.
 */
export async function getTransactions(filters: string, cursor?: string): Promise<TransactionList> {
  const query = new URLSearchParams(filters);
  if (cursor) query.set('cursor', cursor);
  const suffix = query.size > 0 ? `?${query}` : '';
  return TransactionListSchema.parse(await api.get(`/api/transactions${suffix}`));
}

export const transactionsQueryOptions = (filters = '') =>
  infiniteQueryOptions({
    queryKey: queryKeys.transactions('list', filters),
    queryFn: ({ pageParam }) => getTransactions(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useTransactions(filters = '') {
  return useInfiniteQuery(transactionsQueryOptions(filters));
}
