import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeSocket } from '#lib/socket.ts';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { NotificationItem } from './notification-item';

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The header bell with the unread count and its panel (SPEC sections 2, 4 and 9): newest
 * first, live additions on top, at most 96 units tall and scrollable. Opening it with unread
 * items marks all read; an outside click closes it.
 */
export function NotificationsBell({ getSocket }: { getSocket?: () => RealtimeSocket }) {
  const { t } = useTranslation();
  useLiveNotifications(getSocket);
  const { data = [] } = useNotifications();
  const markRead = useMarkNotificationsRead();
  // What was unread when the panel opened stays highlighted while it is open.
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const notifications = [...data].sort(newestFirst);
  const unread = notifications.filter((item) => !item.read).length;

  function handleOpenChange(open: boolean) {
    if (!open) return;
    setNewIds(new Set(notifications.filter((item) => !item.read).map((item) => item.id)));
    if (unread > 0) markRead.mutate();
  }

  return (
    <Popover.Root onOpenChange={handleOpenChange}>
      <Popover.Trigger
        aria-label={
          unread > 0
            ? t('notificationsPanel.bellUnread', { count: unread })
            : t('nav.notifications')
        }
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-rose-600 px-1 text-[10px] leading-4 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('nav.notifications')}
          className="z-50 flex max-h-96 w-[22rem] max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
            {t('nav.notifications')}
          </p>
          {notifications.length === 0 ? (
            <p className="p-6 text-center text-sm text-slate-500 dark:text-slate-400">
              {t('nav.notificationsEmpty')}
            </p>
          ) : (
            <ul className="min-h-0 flex-1 space-y-0.5 overflow-y-auto p-1.5">
              {notifications.map((item) => (
                <NotificationItem key={item.id} notification={item} isNew={newIds.has(item.id)} />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
