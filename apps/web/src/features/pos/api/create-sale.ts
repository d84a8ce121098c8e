import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaleSchema, type CreateSaleInput, type Sale } from '@incasso/shared/pos';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** POST /api/pos/sales: the cart becomes a payment request with its line items. */
export async function createSale(input: CreateSaleInput): Promise<Sale> {
  return SaleSchema.parse(await api.post('/api/pos/sales', input));
}

/** `before`: awaited first, inside the mutation (so it is pending, and a second tap waits). */
export function useCreateSale(before: () => Promise<void> = () => Promise.resolve()) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSaleInput) => {
      await before();
      return createSale(input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.transactions() }),
  });
}
