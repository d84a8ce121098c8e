import { queryOptions, useQuery } from '@tanstack/react-query';
import { TransactionDetailSchema, type TransactionDetail } from '@incasso/shared/transactions';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/transactions/:id: one transaction with the request it paid, live confirmations. */
export async function getTransaction(id: string): Promise<TransactionDetail> {
  return TransactionDetailSchema.parse(
    await api.get(`/api/transactions/${encodeURIComponent(id)}`),
  );
}

export const transactionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.transactions('detail', id),
    queryFn: () => getTransaction(id),
  });

export function useTransaction(id: string | null) {
  return useQuery({ ...transactionQueryOptions(id ?? ''), enabled: id !== null });
}
