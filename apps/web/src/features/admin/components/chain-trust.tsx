import { useState } from 'react';
import type { AdminStats, AdminUnverifiableResolution } from '@incasso/shared/admin';
import { CHAINS } from '@incasso/shared/chains';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { useResolveUnverifiable } from '../api/resolve-unverifiable';
import { ConfirmDialog } from './confirm-dialog';

const cell = 'px-3 py-2 text-left';

type Chains = AdminStats['chains'];

/**
 * What the watchers do not take on one node's word (decision notes 055, 056): each RPC URL's
 * head, what the URLs disagreed on lately, and the confirmed payments a reorg deeper than the
 * blocks kept left for an operator to check. Nothing shows while there is nothing to say.
 */
export function ChainTrust({ chains }: { chains: Chains }) {
  const { t } = useTranslation();
  const resolve = useResolveUnverifiable();
  const [asked, setAsked] = useState<{ id: string; resolution: AdminUnverifiableResolution }>();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'short', timeStyle: 'medium' }).format(
      new Date(iso),
    );
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
          <table className="w-full text-sm" aria-label={t('admin.chainTrust.unverifiable')}>
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className={cell}>{t('admin.health.chain')}</th>
                <th className={cell}>{t('admin.chainTrust.payment')}</th>
                <th className={cell}>{t('admin.chainTrust.transaction')}</th>
                <th className={cell}>{t('admin.chainTrust.block')}</th>
                <th className={cell}>{t('admin.chainTrust.foundAt')}</th>
                <th className={cell}>{t('admin.chainTrust.actions')}</th>
              </tr>
            </thead>
            <tbody className="text-slate-800 dark:text-slate-100">
              {unverifiable.map((row) => (
                <tr key={row.id} className="border-t border-slate-100 dark:border-slate-800">
                  <td className={cell}>{CHAINS[row.chain].name}</td>
                  <td className={`${cell} font-mono text-xs`}>{row.paymentId}</td>
                  <td className={`${cell} font-mono text-xs break-all`}>{row.txHash}</td>
                  <td className={`${cell} tabular-nums`}>{row.blockNumber}</td>
                  <td className={cell}>{time(row.foundAt)}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => setAsked({ id: row.id, resolution: 'kept' })}
                      >
                        {t('admin.chainTrust.keep')}
                      </Button>
                      <Button
                        variant="danger"
                        onClick={() => setAsked({ id: row.id, resolution: 'undone' })}
                      >
                        {t('admin.chainTrust.undo')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {resolve.isError && (
            <p role="alert" className="mt-3 text-sm text-rose-600">
              {t('admin.chainTrust.resolveError')}
            </p>
          )}
          <ConfirmDialog
            open={asked !== undefined}
            onOpenChange={(open) => {
              if (!open) setAsked(undefined);
            }}
            title={t(
              asked?.resolution === 'undone'
                ? 'admin.chainTrust.undoTitle'
                : 'admin.chainTrust.keepTitle',
            )}
            description={t(
              asked?.resolution === 'undone'
                ? 'admin.chainTrust.undoDescription'
                : 'admin.chainTrust.keepDescription',
            )}
            confirmLabel={t(
              asked?.resolution === 'undone' ? 'admin.chainTrust.undo' : 'admin.chainTrust.keep',
            )}
            danger={asked?.resolution === 'undone'}
            isBusy={resolve.isPending}
            onConfirm={() => {
              if (asked) resolve.mutate(asked, { onSettled: () => setAsked(undefined) });
            }}
          />
        </SectionCard>
      )}
      {disagreements.length > 0 && (
        <SectionCard
          title={t('admin.chainTrust.disagreements')}
          description={t('admin.chainTrust.disagreementsHelp')}
        >
          <table className="w-full text-sm" aria-label={t('admin.chainTrust.disagreements')}>
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className={cell}>{t('admin.health.chain')}</th>
                <th className={cell}>{t('admin.chainTrust.url')}</th>
                <th className={cell}>{t('admin.chainTrust.what')}</th>
                <th className={cell}>{t('admin.chainTrust.times')}</th>
                <th className={cell}>{t('admin.chainTrust.lastSeen')}</th>
              </tr>
            </thead>
            <tbody className="text-slate-800 dark:text-slate-100">
              {disagreements.map((row) => (
                <tr
                  key={`${row.chain}-${row.kind}-${row.host}-${row.detail}`}
                  className="border-t border-slate-100 dark:border-slate-800"
                >
                  <td className={cell}>{CHAINS[row.chain].name}</td>
                  <td className={cell}>{row.host}</td>
                  <td className={cell}>{t(`admin.chainTrust.kinds.${row.kind}`)}</td>
                  <td className={`${cell} tabular-nums`}>{row.count}</td>
                  <td className={cell}>{time(row.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </SectionCard>
      )}
      {urls.length > 0 && (
        <SectionCard
          title={t('admin.chainTrust.urls')}
          description={t('admin.chainTrust.urlsHelp')}
        >
          <table className="w-full text-sm" aria-label={t('admin.chainTrust.urls')}>
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className={cell}>{t('admin.health.chain')}</th>
                <th className={cell}>{t('admin.chainTrust.url')}</th>
                <th className={cell}>{t('admin.chainTrust.head')}</th>
                <th className={cell}>{t('admin.health.state')}</th>
              </tr>
            </thead>
            <tbody className="text-slate-800 dark:text-slate-100">
              {urls.map((row) => (
                <tr
                  key={`${row.chain}-${row.host}`}
                  className="border-t border-slate-100 dark:border-slate-800"
                >
                  <td className={cell}>{CHAINS[row.chain].name}</td>
                  <td className={cell}>{row.host}</td>
                  <td className={`${cell} tabular-nums`}>{row.head ?? '–'}</td>
                  <td
                    className={row.state === 'fresh' ? cell : `${cell} font-semibold text-rose-600`}
                  >
                    {t(`admin.chainTrust.urlStates.${row.state}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </SectionCard>
      )}
    </div>
  );
}
