import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { createWalletsRepository } from './wallets.repository.ts';
import { walletsRoutes } from './wallets.routes.ts';
import { walletsListeners } from './wallets.listeners.ts';
import { createWalletsService } from './wallets.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { WalletsService } from './wallets.service.ts';

export interface WalletsDeps {
  notifications: Pick<NotificationsService, 'notify'>;
}

/** Receiving wallets: one holder per address and chain, claimed with a signature. */
export function createWalletsModule(ctx: ModuleContext, deps: WalletsDeps) {
  const wallets = createWalletsService({
    repo: createWalletsRepository(ctx.db),
    registry: ctx.registry,
    transaction: ctx.events.transaction,
  });
  return defineModule({
    name: 'wallets',
    wallets,
    listeners: walletsListeners(deps.notifications),
    routes: async (api) => {
      await api.register(walletsRoutes, { wallets });
    },
  });
}

export type WalletsModule = ReturnType<typeof createWalletsModule>;
