import { queryOptions, useQuery } from '@tanstack/react-query';
import { WalletListSchema, type Wallet } from '@incasso/shared/wallets';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/wallets: the signed-in user's receiving wallets, oldest first. */
export async function getWallets(): Promise<Wallet[]> {
  return WalletListSchema.parse(await api.get('/api/wallets'));
}

// Wallets are part of the user's profile (SPEC section 3), so they live under its key.
export const walletsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile('wallets'), queryFn: getWallets });

export function useWallets() {
  return useQuery(walletsQueryOptions());
}
