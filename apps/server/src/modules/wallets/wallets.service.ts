import type { ChainId, ChainRegistry } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { CreateWalletInput, UpdateWalletInput, Wallet } from '@incasso/shared/wallets';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { WalletRow } from '../../db/schema/wallets.ts';
import { presentWallet } from './wallets.presenter.ts';
import type { WalletsRepository } from './wallets.repository.ts';

export interface WalletsDeps {
  repo: WalletsRepository;
  /** The deployment's chains: which currencies exist where. */
  registry: ChainRegistry;
  /** Requests still waiting for or confirming a payment to this wallet (payments module). */
  countOpenPayments(walletId: string): Promise<number>;
}

const walletNotFound = () => notFound('Wallet not found.');

/** DESIGN section 6: a wallet's accepted currencies must exist on its chain. */
function assertOnChain(registry: ChainRegistry, chain: ChainId, currencies: CurrencyId[]) {
  const missing = currencies.filter((currency) => !registry[chain].assets[currency]);
  if (missing.length > 0) {
    throw new AppError(
      400,
      'invalidInput',
      `Not available on ${registry[chain].name}: ${missing.join(', ')}.`,
      { acceptedCurrencyIds: 'currencyNotOnChain' },
    );
  }
}

export function createWalletsService({ repo, registry, countOpenPayments }: WalletsDeps) {
  return {
    async list(userId: string): Promise<Wallet[]> {
      return (await repo.list(userId)).map(presentWallet);
    },

    /** The user's wallet row (for payment creation), or undefined: never someone else's. */
    findOwned: (userId: string, id: string): Promise<WalletRow | undefined> =>
      repo.findOwned(userId, id),

    async create(userId: string, input: CreateWalletInput): Promise<Wallet> {
      assertOnChain(registry, input.chainId, input.acceptedCurrencyIds);
      const row = await repo.insertIfNew({
        userId,
        name: input.name,
        address: input.address,
        chain: input.chainId,
        acceptedCurrencyIds: input.acceptedCurrencyIds,
      });
      if (!row) {
        throw new AppError(
          409,
          'walletExists',
          'You already have a wallet with this address on this chain.',
          {
            address: 'walletExists',
          },
        );
      }
      return presentWallet(row);
    },

    async update(userId: string, id: string, input: UpdateWalletInput): Promise<Wallet> {
      const wallet = await repo.findOwned(userId, id);
      if (!wallet) throw walletNotFound();
      if (input.acceptedCurrencyIds)
        assertOnChain(registry, wallet.chain, input.acceptedCurrencyIds);
      const row = await repo.update(userId, id, input);
      if (!row) throw walletNotFound();
      return presentWallet(row);
    },

    /** Refused while a request on it is open: its payer may still be paying to that address. */
    async remove(userId: string, id: string): Promise<void> {
      const wallet = await repo.findOwned(userId, id);
      if (!wallet) throw walletNotFound();
      if ((await countOpenPayments(id)) > 0) {
        throw new AppError(
          409,
          'walletHasOpenPayments',
          'This wallet has payment requests that are still open. Delete it once they are confirmed or expired.',
        );
      }
      if (!(await repo.delete(userId, id))) throw walletNotFound();
    },

    count: (userId: string) => repo.count(userId),
    addresses: (userId: string) => repo.addresses(userId),
  };
}

export type WalletsService = ReturnType<typeof createWalletsService>;
