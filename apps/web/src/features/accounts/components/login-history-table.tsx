import type { LoginHistoryEntry, LoginOutcome, RiskLevel } from '@incasso/shared/accounts/auth';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { deviceName } from '#lib/device-name.ts';
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

// The first and last columns line up with the card's own padding.
const EDGES = 'first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6';
const HEAD = clsx(
  EDGES,
  'px-4 py-2.5 text-left text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400',
);
const CELL = clsx(EDGES, 'px-4 py-3 text-sm whitespace-nowrap');

/** The latest sign-in attempts: date, device, IP, result and the risk engine's level. */
export function LoginHistoryTable({ entries }: { entries: LoginHistoryEntry[] }) {
  const { t } = useTranslation();
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
        <div className="-mx-5 overflow-x-auto sm:-mx-6">
          <table className="min-w-full divide-y divide-slate-100 dark:divide-slate-800">
            <caption className="sr-only">{t('settingsSecurity.history.title')}</caption>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  {t('settingsSecurity.history.date')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('settingsSecurity.history.device')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('settingsSecurity.history.ip')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('settingsSecurity.history.result')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('settingsSecurity.history.risk')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={clsx(CELL, 'text-slate-700 tabular-nums dark:text-slate-200')}>
                    <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                  </td>
                  <td className={clsx(CELL, 'text-slate-900 dark:text-slate-100')}>
                    {deviceName(t, entry.device)}
                  </td>
                  <td
                    className={clsx(CELL, 'font-mono text-xs text-slate-600 dark:text-slate-300')}
                  >
                    {entry.ip}
                  </td>
                  <td className={clsx(CELL, 'font-medium', outcomeTone(entry.result))}>
                    {t(`settingsSecurity.history.outcomes.${entry.result}`)}
                  </td>
                  <td className={CELL}>
                    <span
                      className={clsx(
                        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1',
                        RISK_TONES[entry.riskLevel],
                      )}
                    >
                      {t(`riskAnalysis.levels.${entry.riskLevel}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
