import type { Notification } from '@incasso/shared/notifications';
import { clsx } from 'clsx';
import {
  Bell,
  ChartColumn,
  KeyRound,
  MessageCircle,
  QrCode,
  Shield,
  ShoppingCart,
  Wallet,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { dateTime } from '#lib/format.ts';
import { readerParams } from '../notification-params';

// SPEC section 3, Icons: the names a notification may carry.
const ICONS: Record<string, LucideIcon> = {
  wallet: Wallet,
  qrcode: QrCode,
  webhook: Webhook,
  chat: MessageCircle,
  'shopping-cart': ShoppingCart,
  key: KeyRound,
  shield: Shield,
  bell: Bell,
  'chart-bar': ChartColumn,
};

const TONES: Record<Notification['color'], string> = {
  info: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  success: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  warning: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
  danger: 'bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300',
};

interface NotificationItemProps {
  notification: Notification;
  /** Unread when the panel was opened: highlighted, though it is now marked read. */
  isNew: boolean;
}

/** One notification: its icon and colour, the text in the reader's language, the time. */
export function NotificationItem({ notification, isNew }: NotificationItemProps) {
  const { t } = useTranslation();
  const Icon = ICONS[notification.icon] ?? Bell;
  const text = t(`notificationTexts.${notification.key}`, {
    ...readerParams(notification.params, currentLanguage()),
    defaultValue: notification.text,
  });
  return (
    <li
      className={clsx(
        'flex gap-3 rounded-lg px-3 py-2.5',
        isNew && 'bg-indigo-50/60 dark:bg-indigo-500/10',
      )}
    >
      <span
        className={clsx(
          'grid size-8 shrink-0 place-items-center rounded-full',
          TONES[notification.color],
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        {/* A wallet address is one long word: it wraps instead of widening the panel. */}
        <p className="text-sm wrap-anywhere text-slate-800 dark:text-slate-100">{text}</p>
        <time
          dateTime={notification.createdAt}
          className="block text-xs text-slate-500 dark:text-slate-400"
        >
          {dateTime(notification.createdAt)}
        </time>
      </div>
      {isNew && (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-indigo-500">
          <span className="sr-only">{t('notificationsPanel.new')}</span>
        </span>
      )}
    </li>
  );
}
