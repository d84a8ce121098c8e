import type { ChainId } from '@incasso/shared/chains';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { createWalletsRepository } from './wallets.repository.ts';
import { walletsRoutes } from './wallets.routes.ts';
import { createWalletsService } from './wallets.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { WalletsService } from './wallets.service.ts';

export interface WalletsDeps {
  notifications: Pick<NotificationsService, 'notify'>;
  /** The payments module, which is built after this one (it needs the wallets). */
  payments(): {
    countOpenForWallet(walletId: string): Promise<number>;
    releaseAddress(target: { userId: string; chain: ChainId; address: string }): Promise<void>;
  };
}

/** Receiving wallets: one holder per address and chain, claimed with a signature. */
export function createWalletsModule(ctx: ModuleContext, deps: WalletsDeps) {
  const wallets = createWalletsService({
    repo: createWalletsRepository(ctx.db),
    registry: ctx.registry,
    countOpenPayments: (walletId) => deps.payments().countOpenForWallet(walletId),
    async onAddressTakenOver(previous) {
      await deps.payments().releaseAddress(previous);
      await deps.notifications.notify(previous.userId, 'wallets.addressTakenOver', {
        address: previous.address,
      });
    },
  });
  return defineModule({
    name: 'wallets',
    wallets,
    routes: async (api) => {
      await api.register(walletsRoutes, { wallets });
    },
  });
}

export type WalletsModule = ReturnType<typeof createWalletsModule>;
