import type { AdminStats } from '@incasso/shared/admin';
import { CHAINS } from '@incasso/shared/chains';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';

const cell = 'px-3 py-2 text-left';

/** Watchers per chain (head lag, RPC in use) and job queues (depth, failures). */
export function SystemHealth({ chains, queues }: Pick<AdminStats, 'chains' | 'queues'>) {
  const { t } = useTranslation();
  const dash = '–';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title={t('admin.health.watchers')}>
        <table className="w-full text-sm" aria-label={t('admin.health.watchers')}>
          <thead className="text-slate-500 dark:text-slate-400">
            <tr>
              <th className={cell}>{t('admin.health.chain')}</th>
              <th className={cell}>{t('admin.health.state')}</th>
              <th className={cell}>{t('admin.health.lag')}</th>
              <th className={cell}>{t('admin.health.rpc')}</th>
            </tr>
          </thead>
          <tbody className="text-slate-800 dark:text-slate-100">
            {chains.map((chain) => (
              <tr key={chain.chain} className="border-t border-slate-100 dark:border-slate-800">
                <td className={cell}>{CHAINS[chain.chain].name}</td>
                <td className={cell}>
                  {t(`admin.health.states.${chain.state}`, { defaultValue: chain.state })}
                </td>
                <td className={`${cell} tabular-nums`}>{chain.lag ?? dash}</td>
                <td className={cell}>{chain.rpcHost ?? dash}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SectionCard>
      <SectionCard title={t('admin.health.queues')}>
        {queues.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.health.noQueues')}</p>
        ) : (
          <table className="w-full text-sm" aria-label={t('admin.health.queues')}>
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className={cell}>{t('admin.health.queue')}</th>
                <th className={cell}>{t('admin.health.queued')}</th>
                <th className={cell}>{t('admin.health.active')}</th>
                <th className={cell}>{t('admin.health.failed')}</th>
              </tr>
            </thead>
            <tbody className="text-slate-800 tabular-nums dark:text-slate-100">
              {queues.map((queue) => (
                <tr key={queue.queue} className="border-t border-slate-100 dark:border-slate-800">
                  <td className={cell}>{queue.queue}</td>
                  <td className={cell}>{queue.queued}</td>
                  <td className={cell}>{queue.active}</td>
                  <td className={queue.failed > 0 ? `${cell} font-semibold text-rose-600` : cell}>
                    {queue.failed}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SectionCard>
    </div>
  );
}
