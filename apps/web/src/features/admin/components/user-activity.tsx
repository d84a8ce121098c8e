import type { AdminUserDetail } from '@incasso/shared/admin';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';

const cell = 'px-3 py-2 text-left';

/** The User View's recent transactions and login history. */
export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title={t('admin.user.transactions')}>
        {detail.transactions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('admin.user.noTransactions')}
          </p>
        ) : (
          <table className="w-full text-sm" aria-label={t('admin.user.transactions')}>
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className={cell}>{t('admin.user.date')}</th>
                <th className={cell}>{t('admin.user.amount')}</th>
                <th className={cell}>{t('admin.user.fee')}</th>
                <th className={cell}>{t('admin.usersPage.status')}</th>
              </tr>
            </thead>
            <tbody className="text-slate-800 tabular-nums dark:text-slate-100">
              {detail.transactions.map((tx) => (
                <tr key={tx.id} className="border-t border-slate-100 dark:border-slate-800">
                  <td className={cell}>{when(tx.date)}</td>
                  <td className={cell}>
                    {tx.fiatAmount} {tx.fiatCurrency}
                  </td>
                  <td className={cell}>
                    {tx.fee} {tx.fiatCurrency}
                  </td>
                  <td className={cell}>{t(`admin.user.txStatus.${tx.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SectionCard>
      <SectionCard title={t('admin.user.logins')}>
        {detail.logins.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.user.noLogins')}</p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-800 dark:text-slate-100">
            {detail.logins.slice(0, 10).map((entry) => (
              <li key={entry.id}>
                {when(entry.createdAt)} · {entry.device} · {entry.ip} ·{' '}
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
