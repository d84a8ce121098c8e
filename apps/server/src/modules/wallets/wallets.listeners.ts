import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import { listener } from '../reactions.ts';

/**
 * The previous holder of an address taken over is told, once per takeover; the owner of an
 * account is told of each wallet added to it, which payments may now be sent to.
 */
export const walletsListeners = (notifications: Pick<NotificationsService, 'notify'>) => [
  listener(['wallet.added'], 'wallets.addedNotice', async (event) => {
    if (!event.userId) return;
    await notifications.notify(
      event.userId,
      'security.walletAdded',
      { name: event.data.name, address: event.data.address },
      { sourceEventId: event.id },
    );
  }),
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
