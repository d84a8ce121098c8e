import type { LoginHistoryEntry, LoginOutcome, RiskLevel } from '@incasso/shared/accounts/auth';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { deviceName } from '#lib/device-name.ts';
import { DataTable } from '#components/ui/data-table.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { dateTime } from '#lib/format.ts';

const RISK_TONES: Record<RiskLevel, string> = {
  LOW: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300',
  MEDIUM: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-200',
  HIGH: 'bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-500/10 dark:text-rose-300',
};

const outcomeTone = (result: LoginOutcome) =>
  result === 'success'
    ? 'text-emerald-700 dark:text-emerald-400'
    : result === 'tfaRequired' || result === 'challenged'
      ? 'text-amber-700 dark:text-amber-300'
      : 'text-rose-700 dark:text-rose-400';

/** The latest sign-in attempts: date, device, IP, result and the risk engine's level. */
export function LoginHistoryTable({ entries }: { entries: LoginHistoryEntry[] }) {
  const { t } = useTranslation();
  const risk = (entry: LoginHistoryEntry) => (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        RISK_TONES[entry.riskLevel],
      )}
    >
      {t(`riskAnalysis.levels.${entry.riskLevel}`)}
    </span>
  );
  return (
    <SectionCard
      title={t('settingsSecurity.history.title')}
      description={t('settingsSecurity.history.description')}
    >
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t('settingsSecurity.history.empty')}
        </p>
      ) : (
        <DataTable<LoginHistoryEntry>
          label={t('settingsSecurity.history.title')}
          rows={entries}
          rowKey={(entry) => entry.id}
          isBare
          cardAside={(entry) => risk(entry)}
          columns={[
            {
              key: 'date',
              header: t('settingsSecurity.history.date'),
              isPrimary: true,
              cell: (entry) => (
                <time dateTime={entry.createdAt} className="tabular-nums">
                  {dateTime(entry.createdAt)}
                </time>
              ),
            },
            {
              key: 'device',
              header: t('settingsSecurity.history.device'),
              cell: (entry) => deviceName(t, entry.device),
            },
            {
              key: 'ip',
              header: t('settingsSecurity.history.ip'),
              cell: (entry) => <span className="font-mono text-xs">{entry.ip}</span>,
            },
            {
              key: 'result',
              header: t('settingsSecurity.history.result'),
              cell: (entry) => (
                <span className={clsx('font-medium', outcomeTone(entry.result))}>
                  {t(`settingsSecurity.history.outcomes.${entry.result}`)}
                </span>
              ),
            },
            {
              key: 'risk',
              header: t('settingsSecurity.history.risk'),
              hideOnCard: true,
              cell: (entry) => risk(entry),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
