import { Loader2, Wallet as WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWallets } from '../api/get-wallets';
import { AddWalletForm } from './add-wallet-form';
import { WalletList } from './wallet-list';

/** Settings → wallets: the list, then the form to add one. */
/** `accountId` names the account in the message that claims an address held by another. */
export function WalletsSettings({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const wallets = useWallets();

  return (
    <section className="space-y-6" aria-labelledby="wallets-title">
      <header className="space-y-1">
        <h2 id="wallets-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('wallets.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('wallets.intro')}</p>
      </header>
      {wallets.isPending ? (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('wallets.loading')}
        </p>
      ) : wallets.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {t('wallets.errors.loadFailed')}
        </p>
      ) : wallets.data.length === 0 ? (
        <div className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <WalletIcon aria-hidden className="size-5 shrink-0 text-slate-400" />
          {t('wallets.none')}
        </div>
      ) : (
        <WalletList wallets={wallets.data} />
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <AddWalletForm accountId={accountId} />
      </div>
    </section>
  );
}
