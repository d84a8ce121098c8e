import { useState } from 'react';
import type { AdminStats, AdminUnverifiableResolution } from '@incasso/shared/admin';
import { CHAINS } from '@incasso/shared/chains';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { useResolveUnverifiable } from '../api/resolve-unverifiable';
import { adminCell as cell, AdminRow, AdminTable } from './admin-table';
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
          <AdminTable
            label={t('admin.chainTrust.unverifiable')}
            headers={[
              t('admin.health.chain'),
              t('admin.chainTrust.payment'),
              t('admin.chainTrust.transaction'),
              t('admin.chainTrust.block'),
              t('admin.chainTrust.foundAt'),
              t('admin.chainTrust.actions'),
            ]}
          >
            {unverifiable.map((row) => (
              <UnverifiableRow
                key={row.id}
                row={row}
                chain={name(row.chain)}
                at={time(row.foundAt)}
              />
            ))}
          </AdminTable>
        </SectionCard>
      )}
      {disagreements.length > 0 && (
        <SectionCard
          title={t('admin.chainTrust.disagreements')}
          description={t('admin.chainTrust.disagreementsHelp')}
        >
          <AdminTable
            label={t('admin.chainTrust.disagreements')}
            headers={[
              t('admin.health.chain'),
              t('admin.chainTrust.url'),
              t('admin.chainTrust.what'),
              t('admin.chainTrust.times'),
              t('admin.chainTrust.lastSeen'),
            ]}
          >
            {disagreements.map((row) => (
              <AdminRow key={`${row.chain}-${row.kind}-${row.host}-${row.detail}`}>
                <td className={cell}>{name(row.chain)}</td>
                <td className={cell}>{row.host}</td>
                <td className={cell}>{t(`admin.chainTrust.kinds.${row.kind}`)}</td>
                <td className={`${cell} tabular-nums`}>{row.count}</td>
                <td className={cell}>{time(row.at)}</td>
              </AdminRow>
            ))}
          </AdminTable>
        </SectionCard>
      )}
      {urls.length > 0 && (
        <SectionCard
          title={t('admin.chainTrust.urls')}
          description={t('admin.chainTrust.urlsHelp')}
        >
          <AdminTable
            label={t('admin.chainTrust.urls')}
            headers={[
              t('admin.health.chain'),
              t('admin.chainTrust.url'),
              t('admin.chainTrust.head'),
              t('admin.health.state'),
            ]}
          >
            {urls.map((row) => (
              <AdminRow key={`${row.chain}-${row.host}`}>
                <td className={cell}>{name(row.chain)}</td>
                <td className={cell}>{row.host}</td>
                <td className={`${cell} tabular-nums`}>{row.head ?? '–'}</td>
                <td
                  className={row.state === 'fresh' ? cell : `${cell} font-semibold text-rose-600`}
                >
                  {t(`admin.chainTrust.urlStates.${row.state}`)}
                </td>
              </AdminRow>
            ))}
          </AdminTable>
        </SectionCard>
      )}
    </div>
  );
}

/** One payment to check, with Keep and Undo, each after a confirmation. */
function UnverifiableRow({
  row,
  chain,
  at,
}: {
  row: Chains[number]['unverifiable'][number];
  chain: string;
  at: string;
}) {
  const { t } = useTranslation();
  const resolve = useResolveUnverifiable();
  const [asked, setAsked] = useState<Asked>();
  const undo = asked?.resolution === 'undone';
  return (
    <AdminRow>
      <td className={cell}>{chain}</td>
      <td className={`${cell} font-mono text-xs`}>{row.paymentId}</td>
      <td className={`${cell} font-mono text-xs break-all`}>{row.txHash}</td>
      <td className={`${cell} tabular-nums`}>{row.blockNumber}</td>
      <td className={cell}>{at}</td>
      <td className={`${cell} whitespace-nowrap`}>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setAsked({ id: row.id, resolution: 'kept' })}>
            {t('admin.chainTrust.keep')}
          </Button>
          <Button variant="danger" onClick={() => setAsked({ id: row.id, resolution: 'undone' })}>
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
      </td>
    </AdminRow>
  );
}
