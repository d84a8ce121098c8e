import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RealtimeSocket } from '#lib/socket.ts';
import { useAnnouncements } from '../api/get-announcements';
import { useLiveAnnouncements } from '../hooks/use-live-announcements';

/**
 * SPEC section 2: above dashboard pages, only the first announcement's title and content,
 * refreshed live when an administrator publishes or withdraws one.
 */
export function AnnouncementBanner({ getSocket }: { getSocket?: () => RealtimeSocket }) {
  const { t } = useTranslation();
  const { data: announcements = [] } = useAnnouncements();
  useLiveAnnouncements(getSocket);
  const first = announcements[0];
  if (!first) return null;
  return (
    <section
      aria-label={t('announcements.label')}
      className="flex gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 dark:border-indigo-500/30 dark:bg-indigo-500/10"
    >
      <Megaphone
        aria-hidden
        className="mt-0.5 size-5 shrink-0 text-indigo-600 dark:text-indigo-300"
      />
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-semibold text-indigo-950 dark:text-indigo-100">{first.title}</p>
        <p className="whitespace-pre-line text-indigo-900/80 dark:text-indigo-100/80">
          {first.content}
        </p>
      </div>
    </section>
  );
}
