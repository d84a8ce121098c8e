import type { MerchantAuditEntry } from '@incasso/shared/members';
import { useTranslation } from 'react-i18next';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useTeamAudit } from '../api/team';
import { dateTime } from '#lib/format.ts';

/** The merchant's own log: who changed the team or a sensitive setting, and how (the owner's to read). */
export function AuditLogCard() {
  const { t } = useTranslation();
  const audit = useTeamAudit(true);
  const describe = (entry: MerchantAuditEntry) => {
    const role = (key: string | undefined) => (key ? t(`team.roles.${key}`) : '');
    const plan = entry.details['plan'];
    return t(`team.audit.${entry.action}`, {
      subject: entry.subject ?? '',
      role: role(entry.details['role']),
      from: role(entry.details['from']),
      to: role(entry.details['to']),
      address: entry.details['address'] ?? '',
      creditNote: entry.details['creditNote'] ?? '',
      plan: plan ? t(`admin.plan.${plan}`) : '',
    });
  };
  const who = (entry: MerchantAuditEntry) =>
    entry.actor === null
      ? t('team.auditSystem')
      : entry.actorName
        ? `${entry.actorName} (${entry.actor})`
        : entry.actor;
  return (
    <SectionCard title={t('team.auditTitle')} description={t('team.auditDescription')}>
      {audit.data ? (
        audit.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('team.auditEmpty')}</p>
        ) : (
          <ol className="divide-y divide-slate-100 dark:divide-slate-800">
            {audit.data.map((entry) => (
              <li key={entry.id} className="py-2.5 text-sm">
                <p className="break-words text-slate-900 dark:text-white">{describe(entry)}</p>
                <p className="text-xs break-words text-slate-600 dark:text-slate-400">
                  {who(entry)} · <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )
      ) : audit.isError ? (
        <SectionLoadError onRetry={() => void audit.refetch()} />
      ) : (
        <SectionLoader />
      )}
    </SectionCard>
  );
}
