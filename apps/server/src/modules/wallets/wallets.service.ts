import type { ChainId, ChainRegistry } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { CreateWalletInput, UpdateWalletInput, Wallet } from '@incasso/shared/wallets';
import type { NewWalletRow } from '#server/db/schema/wallets.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { WalletRow } from '#server/db/schema/wallets.ts';
import { presentWallet } from './wallets.presenter.ts';
import type { WalletsRepository } from './wallets.repository.ts';
import { checkOwnershipProof } from './ownership-proof.ts';

export interface WalletsDeps {
  repo: WalletsRepository;
  /** The deployment's chains: which currencies exist where. */
  registry: ChainRegistry;
  /**
   * Stores a new wallet with the `wallet.added` it raises (domain events), its owner told by
   * the wallets module's listener; a takeover also raises `wallet.address_taken_over`: the
   * previous holder's unpaid requests on the address are cancelled and they are told, by the
   * listeners of the payments and wallets modules.
   */
  transaction: DomainEvents['transaction'];
  now?: () => Date;
}

const walletNotFound = () => notFound('Wallet not found.');

const walletAdded = (row: WalletRow) =>
  ({
    type: 'wallet.added',
    aggregateId: row.id,
    userId: row.userId,
    data: { walletId: row.id, chain: row.chain, address: row.address, name: row.name },
  }) as const;

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

const walletExists = () =>
  new AppError(409, 'walletExists', 'You already have a wallet with this address on this chain.', {
    address: 'walletExists',
  });

const addressClaimed = () =>
  new AppError(
    409,
    'addressClaimed',
    'Another account receives payments on this address. Sign the ownership message with this address to claim it.',
    { address: 'addressClaimed' },
  );

export function createWalletsService(deps: WalletsDeps) {
  const { repo, registry } = deps;
  const now = deps.now ?? (() => new Date());
  const removalRefusals: ((walletId: string) => Promise<boolean>)[] = [];

  /** The new wallet and its `wallet.added` together; undefined if the address is held. */
  function insertIfNew(values: NewWalletRow) {
    return deps.transaction(async (tx, raise) => {
      const row = await repo.insertIfNew(values, tx);
      if (row) raise(walletAdded(row));
      return row;
    });
  }

  /**
   * An address another account holds: only its key's signature moves it here (issue 7: a
   * merchant could otherwise read and take the transfers that reach someone else's address).
   */
  async function claim(userId: string, input: CreateWalletInput, values: NewWalletRow) {
    const holder = await repo.holderOf(input.chainId, input.address);
    if (!holder) return insertIfNew(values);
    if (holder.userId === userId) throw walletExists();
    if (!input.ownershipProof) throw addressClaimed();
    await checkOwnershipProof(
      { address: input.address, chainId: input.chainId, accountId: userId },
      input.ownershipProof,
      now(),
    );
    return deps.transaction(async (tx, raise) => {
      const row = await repo.takeOver(tx, holder, values);
      if (row) {
        raise({
          type: 'wallet.address_taken_over',
          aggregateId: holder.id,
          userId: holder.userId,
          data: { walletId: holder.id, chain: holder.chain, address: holder.address },
        });
        raise(walletAdded(row));
      }
      return row;
    });
  }

  return {
    async list(userId: string): Promise<Wallet[]> {
      return (await repo.list(userId)).map(presentWallet);
    },

    /** The user's wallet row (for payment creation), or undefined: never someone else's. */
    findOwned: (userId: string, id: string): Promise<WalletRow | undefined> =>
      repo.findOwned(userId, id),

    async create(userId: string, input: CreateWalletInput): Promise<Wallet> {
      assertOnChain(registry, input.chainId, input.acceptedCurrencyIds);
      const values = {
        userId,
        name: input.name,
        address: input.address,
        chain: input.chainId,
        acceptedCurrencyIds: input.acceptedCurrencyIds,
      };
      const row = (await insertIfNew(values)) ?? (await claim(userId, input, values));
      // Someone took or released the address between the two steps: let the user try again.
      if (!row) throw addressClaimed();
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
    async remove(userId: string, id: string): Promise<Wallet> {
      const wallet = await repo.findOwned(userId, id);
      if (!wallet) throw walletNotFound();
      const refusals = await Promise.all(removalRefusals.map((refuses) => refuses(id)));
      if (refusals.includes(true)) {
        throw new AppError(
          409,
          'walletHasOpenPayments',
          'This wallet has payment requests that are still open. Delete it once they are confirmed or expired.',
        );
      }
      if (!(await repo.delete(userId, id))) throw walletNotFound();
      return presentWallet(wallet);
    },

    count: (userId: string) => repo.count(userId),

    /**
     * A module built later keeps a wallet while it still needs it: `refuses` answers true while
     * removing the wallet must wait (payments: a request on it is still open).
     */
    refuseRemovalWhile(refuses: (walletId: string) => Promise<boolean>): void {
      removalRefusals.push(refuses);
    },
    /** Who receives on `address` now (matching keeps unmatched transfers for them). */
    holderOf: repo.holderOf,
  };
}

export type WalletsService = ReturnType<typeof createWalletsService>;
