import { defineModule, type ModuleContext } from '../app-module.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { NotificationKey, NotificationParams } from './notification-catalogue.ts';
export type { NotificationsService } from './notifications.service.ts';
/** Registered by the accounts module, which knows who of a merchant hears of payments. */
export { paymentNotificationsListeners, type PaymentPurposeOf } from './notifications.listeners.ts';

/** In-app notifications: stored, then pushed to the user's sockets. */
export function createNotificationsModule(ctx: ModuleContext) {
  const service = createNotificationsService({
    repo: createNotificationsRepository(ctx.db),
    push: (userId, notification) =>
      ctx.realtime.toUser(userId).emit('user:notification', notification),
  });
  return defineModule({
    name: 'notifications',
    service,
    routes: async (api) => {
      await api.register(notificationsRoutes, { service });
    },
  });
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
