import { useState } from 'react';
import type { AdminStats, AdminUnverifiableResolution } from '@incasso/shared/admin';
import { CHAINS } from '@incasso/shared/chains';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { DataTable } from '#components/ui/data-table.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useResolveUnverifiable } from '../api/resolve-unverifiable';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { dateTime } from '#lib/format.ts';

type Chains = AdminStats['chains'];
type Asked = { id: string; resolution: AdminUnverifiableResolution };

/**
 * What the watchers do not take on one node's word (decision notes 055, 056): each RPC URL's
 * head, what the URLs disagreed on lately, and the confirmed payments a reorg deeper than the
 * blocks kept left for an operator to keep or undo. Nothing shows while there is nothing to say.
 */
export function ChainTrust({ chains }: { chains: Chains }) {
  const { t } = useTranslation();
  const time = (iso: string) => dateTime(iso, { seconds: true });
  const name = (chain: Chains[number]['chain']) => CHAINS[chain].name;
  const urls = chains.flatMap((c) =>
    c.rpcUrls.length > 1 ? c.rpcUrls.map((u) => ({ ...u, chain: c.chain })) : [],
  );
  const disagreements = chains.flatMap((c) =>
    c.disagreements.map((d) => ({ ...d, chain: c.chain })),
  );
  const unverifiable = chains.flatMap((c) => c.unverifiable.map((u) => ({ ...u, chain: c.chain })));
  if (urls.length === 0 && disagreements.length === 0 && unverifiable.length === 0) return null;
  return (
    <div className="space-y-6">
      {unverifiable.length > 0 && (
        <SectionCard
          title={t('admin.chainTrust.unverifiable')}
          description={t('admin.chainTrust.unverifiableHelp')}
        >
          <DataTable
            label={t('admin.chainTrust.unverifiable')}
            rows={unverifiable}
            rowKey={(row) => row.id}
            isBare
            columns={[
              { key: 'chain', header: t('admin.health.chain'), cell: (row) => name(row.chain) },
              {
                key: 'payment',
                header: t('admin.chainTrust.payment'),
                cell: (row) => <span className="font-mono text-xs">{row.paymentId}</span>,
              },
              {
                key: 'transaction',
                header: t('admin.chainTrust.transaction'),
                cell: (row) => <span className="font-mono text-xs break-all">{row.txHash}</span>,
              },
              {
                key: 'block',
                header: t('admin.chainTrust.block'),
                cell: (row) => row.blockNumber,
                align: 'end',
              },
              {
                key: 'foundAt',
                header: t('admin.chainTrust.foundAt'),
                cell: (row) => time(row.foundAt),
              },
              {
                key: 'actions',
                header: t('admin.chainTrust.actions'),
                cell: (row) => <UnverifiableActions id={row.id} />,
              },
            ]}
          />
        </SectionCard>
      )}
      {disagreements.length > 0 && (
        <SectionCard
          title={t('admin.chainTrust.disagreements')}
          description={t('admin.chainTrust.disagreementsHelp')}
        >
          <DataTable
            label={t('admin.chainTrust.disagreements')}
            rows={disagreements}
            rowKey={(row) => `${row.chain}-${row.kind}-${row.host}-${row.detail}`}
            isBare
            columns={[
              { key: 'chain', header: t('admin.health.chain'), cell: (row) => name(row.chain) },
              { key: 'url', header: t('admin.chainTrust.url'), cell: (row) => row.host },
              {
                key: 'what',
                header: t('admin.chainTrust.what'),
                cell: (row) => t(`admin.chainTrust.kinds.${row.kind}`),
              },
              {
                key: 'times',
                header: t('admin.chainTrust.times'),
                cell: (row) => row.count,
                align: 'end',
              },
              {
                key: 'lastSeen',
                header: t('admin.chainTrust.lastSeen'),
                cell: (row) => time(row.at),
              },
            ]}
          />
        </SectionCard>
      )}
      {urls.length > 0 && (
        <SectionCard
          title={t('admin.chainTrust.urls')}
          description={t('admin.chainTrust.urlsHelp')}
        >
          <DataTable
            label={t('admin.chainTrust.urls')}
            rows={urls}
            rowKey={(row) => `${row.chain}-${row.host}`}
            isBare
            columns={[
              { key: 'chain', header: t('admin.health.chain'), cell: (row) => name(row.chain) },
              { key: 'url', header: t('admin.chainTrust.url'), cell: (row) => row.host },
              {
                key: 'head',
                header: t('admin.chainTrust.head'),
                cell: (row) => row.head ?? '–',
                align: 'end',
              },
              {
                key: 'state',
                header: t('admin.health.state'),
                cell: (row) => (
                  <span
                    className={row.state === 'fresh' ? undefined : 'font-semibold text-rose-600'}
                  >
                    {t(`admin.chainTrust.urlStates.${row.state}`)}
                  </span>
                ),
              },
            ]}
          />
        </SectionCard>
      )}
    </div>
  );
}

/**
 * Keep and Undo for one payment to check, each after a confirmation. The table and the phone's
 * card each hold one: only the one on screen is ever used.
 */
function UnverifiableActions({ id }: { id: string }) {
  const { t } = useTranslation();
  const resolve = useResolveUnverifiable();
  const [asked, setAsked] = useState<Asked>();
  const undo = asked?.resolution === 'undone';
  return (
    <div className="whitespace-nowrap">
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setAsked({ id, resolution: 'kept' })}>
          {t('admin.chainTrust.keep')}
        </Button>
        <Button variant="danger" onClick={() => setAsked({ id, resolution: 'undone' })}>
          {t('admin.chainTrust.undo')}
        </Button>
      </div>
      {resolve.isError && (
        <p role="alert" className="mt-2 text-sm text-rose-600">
          {t('admin.chainTrust.resolveError')}
        </p>
      )}
      <ConfirmDialog
        cancelLabel={t('admin.cancel')}
        open={asked !== undefined}
        onOpenChange={(open) => {
          if (!open) setAsked(undefined);
        }}
        title={t(undo ? 'admin.chainTrust.undoTitle' : 'admin.chainTrust.keepTitle')}
        description={t(
          undo ? 'admin.chainTrust.undoDescription' : 'admin.chainTrust.keepDescription',
        )}
        confirmLabel={t(undo ? 'admin.chainTrust.undo' : 'admin.chainTrust.keep')}
        danger={undo}
        isBusy={resolve.isPending}
        onConfirm={() => {
          if (asked) resolve.mutate(asked, { onSettled: () => setAsked(undefined) });
        }}
      />
    </div>
  );
}
