import type { ChainId } from '@incasso/shared/chains';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import type { PlatformSettingsRepository } from './platform-settings.repository.ts';

/** The company settings as stored. */
export interface CompanyRecord {
  companyName: string;
  companyDetails: string;
  platformUserId: string | null;
  walletIds: string[];
}

const walletNotPlatforms = (walletId: string) =>
  new AppError(
    400,
    'walletNotPlatforms',
    `Wallet ${walletId} is not one of the platform account's wallets.`,
    {
      walletIds: 'walletNotPlatforms',
    },
  );

/** Where a payment to the platform goes: its account and one of its wallets. */
export interface PlatformReceiver {
  userId: string;
  walletId: string;
  chain: ChainId;
}

const DEFAULT_COMPANY_NAME = 'Incasso';

// A 409, not a 503: the server is up and the answer stays the same until an operator acts.
const billingUnavailable = () =>
  new AppError(
    409,
    'billingUnavailable',
    'Payments to the platform are not set up yet. Please try again later.',
  );

/**
 * The company settings billing needs: the platform account, its receiving wallets and the
 * seller's name on receipts. A wallet counts only while the platform account still holds it
 * (an address taken over by its key's owner stops receiving the platform's payments).
 */
export function createPlatformSettings(deps: {
  repo: PlatformSettingsRepository;
  wallets: Pick<WalletsService, 'findOwned'>;
}) {
  const { repo } = deps;

  /** What the admin's company settings page shows and changes (admin module). */
  async function settings(): Promise<CompanyRecord> {
    const [row, rows] = await Promise.all([repo.company(), repo.wallets()]);
    return {
      companyName: row?.companyName ?? DEFAULT_COMPANY_NAME,
      companyDetails: row?.companyDetails ?? '',
      platformUserId: row?.platformUserId ?? null,
      walletIds: rows.map((r) => r.walletId),
    };
  }

  /** The account's wallets in the order given, one per chain, each held by the account. */
  async function platformWallets(userId: string, walletIds: readonly string[]) {
    const wallets: { walletId: string; chain: ChainId }[] = [];
    for (const walletId of walletIds) {
      const wallet = await deps.wallets.findOwned(userId, walletId);
      if (!wallet) throw walletNotPlatforms(walletId);
      if (wallets.some((w) => w.chain === wallet.chain)) {
        throw new AppError(
          400,
          'oneWalletPerChain',
          `Two wallets on ${wallet.chain}: the platform takes one per chain.`,
          {
            walletIds: 'oneWalletPerChain',
          },
        );
      }
      wallets.push({ walletId, chain: wallet.chain });
    }
    return wallets;
  }

  async function receivers(): Promise<PlatformReceiver[]> {
    const userId = (await repo.company())?.platformUserId;
    if (!userId) return [];
    const rows = await repo.wallets();
    const held = await Promise.all(
      rows.map(async (row) => ((await deps.wallets.findOwned(userId, row.walletId)) ? row : null)),
    );
    return held
      .filter((row) => row !== null)
      .map((row) => ({ userId, walletId: row.walletId, chain: row.chain }));
  }

  return {
    /** The chains the platform is paid on, in its order; empty while not set up. */
    async chains(): Promise<ChainId[]> {
      return (await receivers()).map((receiver) => receiver.chain);
    },

    /** The wallet on `chain` (the first one without), or 409/400 when there is none. */
    async receiver(chain?: ChainId): Promise<PlatformReceiver> {
      const all = await receivers();
      if (all.length === 0) throw billingUnavailable();
      const receiver = chain ? all.find((r) => r.chain === chain) : all[0];
      if (!receiver) {
        throw new AppError(400, 'chainNotOffered', 'The platform is not paid on this chain.', {
          chain: 'chainNotOffered',
        });
      }
      return receiver;
    },

    async platformUserId(): Promise<string | null> {
      return (await repo.company())?.platformUserId ?? null;
    },

    /** The seller on receipts. */
    async company(): Promise<{ name: string; details: string }> {
      const row = await repo.company();
      return { name: row?.companyName ?? DEFAULT_COMPANY_NAME, details: row?.companyDetails ?? '' };
    },

    /**
     * Makes the account the platform and these of its wallets its receivers, in this order;
     * one per chain. Refuses a wallet the account does not hold.
     */
    async setPlatformWallets(userId: string, walletIds: readonly string[]): Promise<void> {
      await repo.replace(userId, await platformWallets(userId, walletIds));
    },

    settings,

    /**
     * An administrator's change, checked now and written by `apply` inside their transaction
     * (with the audit row). The checks read outside it: on PGlite the transaction holds the
     * only connection. A wallet deleted in between fails its foreign key and writes nothing.
     */
    async prepareSettings(input: CompanyRecord): Promise<{
      before: CompanyRecord;
      after: CompanyRecord;
      apply(tx: Database): Promise<void>;
    }> {
      const { platformUserId, walletIds } = input;
      if (!platformUserId && walletIds.length > 0) throw walletNotPlatforms(walletIds[0] ?? '');
      const before = await settings();
      const wallets = platformUserId ? await platformWallets(platformUserId, walletIds) : [];
      const company = {
        companyName: input.companyName,
        companyDetails: input.companyDetails,
        platformUserId,
      };
      return {
        before,
        after: { ...company, walletIds: wallets.map((w) => w.walletId) },
        apply: (tx) => repo.replaceAll(tx, company, wallets),
      };
    },
  };
}

export type PlatformSettings = ReturnType<typeof createPlatformSettings>;
