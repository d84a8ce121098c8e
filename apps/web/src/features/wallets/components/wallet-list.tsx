import { CHAINS } from '@incasso/shared/chains';
import type { Wallet } from '@incasso/shared/wallets';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { CopyButton } from '#components/ui/copy-button.tsx';
import { shortAddress } from '../short-address';
import { CurrencyChips } from './currency-chips';
import { DeleteWalletDialog } from './delete-wallet-dialog';

/**
 * The user's wallets: name, chain, short address with copy, the id the public API's `walletId`
 * takes (with copy), accepted currencies, delete.
 */
export function WalletList({ wallets }: { wallets: Wallet[] }) {
  const { t } = useTranslation();
  const [toDelete, setToDelete] = useState<Wallet | null>(null);

  return (
    <>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {wallets.map((wallet) => (
          <li
            key={wallet.id}
            aria-label={wallet.name}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <ChainIcon chain={wallet.chainId} className="size-9" />
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900 dark:text-white">{wallet.name}</p>
                <div className="flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
                  <span>{CHAINS[wallet.chainId].name}</span>
                  <span aria-hidden>·</span>
                  <span className="font-mono" title={wallet.address}>
                    {shortAddress(wallet.address)}
                  </span>
                  <CopyButton
                    value={wallet.address}
                    label={t('wallets.copyAddress', { name: wallet.name })}
                    copiedLabel={t('wallets.copied')}
                    className="size-7"
                  />
                </div>
                <div className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
                  <span>{t('wallets.apiId')}</span>
                  <code className="truncate font-mono" data-testid="wallet-api-id">
                    {wallet.id}
                  </code>
                  <CopyButton
                    value={wallet.id}
                    label={t('wallets.copyApiId', { name: wallet.name })}
                    copiedLabel={t('wallets.copied')}
                    className="size-7"
                  />
                </div>
              </div>
            </div>
            <div className="flex items-center justify-between gap-3 sm:justify-end">
              <CurrencyChips currencies={wallet.acceptedCurrencyIds} />
              <button
                type="button"
                onClick={() => setToDelete(wallet)}
                aria-label={t('wallets.delete', { name: wallet.name })}
                className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-rose-500/10 dark:hover:text-rose-400"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <DeleteWalletDialog wallet={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
