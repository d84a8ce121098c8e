import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/**
 * The header bell with the unread count. Opening it with unread items marks all read
 * (SPEC section 4); an outside click closes it.
 */
export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const { data: notifications = [] } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.filter((item) => !item.read).length;

  function handleOpenChange(open: boolean) {
    if (open && unread > 0) markRead.mutate();
  }

  return (
    <Popover.Root onOpenChange={handleOpenChange}>
      {/* Named by its content ("Notifications 2 unread") so the visible count is part of it. */}
      <Popover.Trigger className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white">
        <Bell aria-hidden className="size-5" />
        <span className="sr-only">{t('nav.notifications')}</span>
        {unread > 0 && (
          <span className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-rose-600 px-1 text-[10px] leading-4 font-semibold text-white">
            {unread > 99 ? '99+' : unread}
            <span className="sr-only"> {t('nav.unread')}</span>
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('nav.notifications')}
          className="z-50 max-h-96 w-80 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          {notifications.length === 0 ? (
            <p className="p-4 text-center text-sm text-slate-500 dark:text-slate-400">
              {t('nav.notificationsEmpty')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {notifications.map((item) => (
                <li key={item.id} className="px-3 py-2.5 text-sm">
                  <p className="text-slate-800 dark:text-slate-100">{item.text}</p>
                  {item.createdAt && (
                    <time
                      dateTime={item.createdAt}
                      className="text-xs text-slate-500 dark:text-slate-400"
                    >
                      {new Date(item.createdAt).toLocaleString(i18n.resolvedLanguage)}
                    </time>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
