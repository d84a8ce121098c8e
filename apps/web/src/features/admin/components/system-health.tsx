import type { AdminStats } from '@incasso/shared/admin';
import { CHAINS } from '@incasso/shared/chains';
import { useTranslation } from 'react-i18next';
import { DataTable } from '#components/ui/data-table.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';

/** Watchers per chain (head lag, RPC in use) and job queues (depth, failures). */
export function SystemHealth({ chains, queues }: Pick<AdminStats, 'chains' | 'queues'>) {
  const { t } = useTranslation();
  const dash = '–';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title={t('admin.health.watchers')}>
        <DataTable
          label={t('admin.health.watchers')}
          rows={chains}
          rowKey={(chain) => chain.chain}
          isBare
          columns={[
            { key: 'chain', header: t('admin.health.chain'), cell: (c) => CHAINS[c.chain].name },
            {
              key: 'state',
              header: t('admin.health.state'),
              cell: (c) => t(`admin.health.states.${c.state}`, { defaultValue: c.state }),
            },
            { key: 'lag', header: t('admin.health.lag'), cell: (c) => c.lag ?? dash, align: 'end' },
            { key: 'rpc', header: t('admin.health.rpc'), cell: (c) => c.rpcHost ?? dash },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('admin.health.queues')}>
        {queues.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.health.noQueues')}</p>
        ) : (
          <DataTable
            label={t('admin.health.queues')}
            rows={queues}
            rowKey={(queue) => queue.queue}
            isBare
            columns={[
              { key: 'queue', header: t('admin.health.queue'), cell: (q) => q.queue },
              {
                key: 'queued',
                header: t('admin.health.queued'),
                cell: (q) => q.queued,
                align: 'end',
              },
              {
                key: 'active',
                header: t('admin.health.active'),
                cell: (q) => q.active,
                align: 'end',
              },
              {
                key: 'failed',
                header: t('admin.health.failed'),
                cell: (q) =>
                  q.failed > 0 ? (
                    <span className="font-semibold text-rose-600">{q.failed}</span>
                  ) : (
                    q.failed
                  ),
                align: 'end',
              },
            ]}
          />
        )}
      </SectionCard>
    </div>
  );
}
