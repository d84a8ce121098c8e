import type { AdminUserDetail } from '@incasso/shared/admin';
import { useTranslation } from 'react-i18next';
import { deviceName } from '#lib/device-name.ts';
import { SectionCard } from '#components/ui/section-card.tsx';
import { UserTransactions } from './user-transactions';
import { dateTime } from '#lib/format.ts';

/** The User View's transactions and login history. */
export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const when = (iso: string) => dateTime(iso);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <UserTransactions userId={detail.profile.id} />
      <SectionCard title={t('admin.user.logins')}>
        {detail.logins.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.user.noLogins')}</p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-800 dark:text-slate-100">
            {detail.logins.slice(0, 10).map((entry) => (
              <li key={entry.id}>
                {when(entry.createdAt)} · {deviceName(t, entry.device)} · {entry.ip} ·{' '}
                <span className={entry.result === 'success' ? '' : 'text-rose-600'}>
                  {t(`admin.user.loginResult.${entry.result}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
