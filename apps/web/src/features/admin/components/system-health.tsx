import type { AdminStats } from '@incasso/shared/admin';
import { CHAINS } from '@incasso/shared/chains';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { adminCell as cell, AdminRow, AdminTable } from './admin-table';

/** Watchers per chain (head lag, RPC in use) and job queues (depth, failures). */
export function SystemHealth({ chains, queues }: Pick<AdminStats, 'chains' | 'queues'>) {
  const { t } = useTranslation();
  const dash = '–';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title={t('admin.health.watchers')}>
        <AdminTable
          label={t('admin.health.watchers')}
          headers={[
            t('admin.health.chain'),
            t('admin.health.state'),
            t('admin.health.lag'),
            t('admin.health.rpc'),
          ]}
        >
          {chains.map((chain) => (
            <AdminRow key={chain.chain}>
              <td className={cell}>{CHAINS[chain.chain].name}</td>
              <td className={cell}>
                {t(`admin.health.states.${chain.state}`, { defaultValue: chain.state })}
              </td>
              <td className={`${cell} tabular-nums`}>{chain.lag ?? dash}</td>
              <td className={cell}>{chain.rpcHost ?? dash}</td>
            </AdminRow>
          ))}
        </AdminTable>
      </SectionCard>
      <SectionCard title={t('admin.health.queues')}>
        {queues.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.health.noQueues')}</p>
        ) : (
          <AdminTable
            label={t('admin.health.queues')}
            bodyClassName="tabular-nums"
            headers={[
              t('admin.health.queue'),
              t('admin.health.queued'),
              t('admin.health.active'),
              t('admin.health.failed'),
            ]}
          >
            {queues.map((queue) => (
              <AdminRow key={queue.queue}>
                <td className={cell}>{queue.queue}</td>
                <td className={cell}>{queue.queued}</td>
                <td className={cell}>{queue.active}</td>
                <td className={queue.failed > 0 ? `${cell} font-semibold text-rose-600` : cell}>
                  {queue.failed}
                </td>
              </AdminRow>
            ))}
          </AdminTable>
        )}
      </SectionCard>
    </div>
  );
}
