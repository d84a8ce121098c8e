import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WalletSchema, type CreateWalletInput, type Wallet } from '@incasso/shared/wallets';
import { api } from '#lib/api-client.ts';
import { walletsQueryOptions } from './get-wallets';

/** POST /api/wallets. Rejects with the ApiError (invalidInput with fields, walletExists). */
export async function createWallet(input: CreateWalletInput): Promise<Wallet> {
  return WalletSchema.parse(await api.post('/api/wallets', input));
}

export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletsQueryOptions().queryKey }),
  });
}
