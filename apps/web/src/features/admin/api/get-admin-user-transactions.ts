import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  TransactionListSchema,
  type TransactionList,
  type TransactionStatus,
} from '@incasso/shared/transactions';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** Transactions per page of the User View. */
export const USER_TRANSACTIONS_PAGE = 10;

export interface AdminUserTransactionsQuery {
  status?: TransactionStatus;
  cursor?: string;
}

/** GET /api/admin/users/:id/transactions: one account's ledger, paged and filtered. */
export async function getAdminUserTransactions(
  userId: string,
  query: AdminUserTransactionsQuery,
): Promise<TransactionList> {
  const params = new URLSearchParams({ limit: String(USER_TRANSACTIONS_PAGE) });
  if (query.status) params.set('status', query.status);
  if (query.cursor) params.set('cursor', query.cursor);
  const path = `/api/admin/users/${encodeURIComponent(userId)}/transactions?${params}`;
  return TransactionListSchema.parse(await api.get(path));
}

export function useAdminUserTransactions(userId: string, query: AdminUserTransactionsQuery) {
  return useQuery({
    queryKey: queryKeys.adminUserTransactions(userId, query),
    queryFn: () => getAdminUserTransactions(userId, query),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}
