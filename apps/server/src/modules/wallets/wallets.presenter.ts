import type { Wallet } from '@incasso/shared/wallets';
import type { WalletRow } from '#server/db/schema/wallets.ts';

export const presentWallet = (row: WalletRow): Wallet => ({
  id: row.id,
  name: row.name,
  address: row.address,
  chainId: row.chain,
  acceptedCurrencyIds: row.acceptedCurrencyIds,
  createdAt: row.createdAt.toISOString(),
});
