import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import { listener } from '../reactions.ts';

/** The previous holder of an address taken over is told, once per takeover. */
export const walletsListeners = (notifications: Pick<NotificationsService, 'notify'>) => [
  listener(['wallet.address_taken_over'], 'wallets.takeoverNotice', async (event) => {
    if (!event.userId) return;
    await notifications.notify(
      event.userId,
      'wallets.addressTakenOver',
      { address: event.data.address },
      { sourceEventId: event.id },
    );
  }),
];
