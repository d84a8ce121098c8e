import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { walletsQueryOptions } from './get-wallets';

/** DELETE /api/wallets/:id. Refused (409 walletHasOpenPayments) while a request on it is open. */
export async function deleteWallet(id: string): Promise<void> {
  await api.request(`/api/wallets/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletsQueryOptions().queryKey }),
  });
}
