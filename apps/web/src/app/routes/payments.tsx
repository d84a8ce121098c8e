import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NoWalletNotice } from '../../features/payments/components/no-wallet-notice';
import { PaymentCreator } from '../../features/payments/components/payment-creator';
import { useWallets } from '../../features/wallets/api/get-wallets';

/** /dashboard: the payment creator, or the way to add a first wallet. */
export default function PaymentsRoute() {
  const { t } = useTranslation();
  const wallets = useWallets();
  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {t('pages.payments')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('payments.intro')}</p>
      </header>
      {wallets.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('wallets.loading')}
        </p>
      ) : wallets.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {t('wallets.errors.loadFailed')}
        </p>
      ) : wallets.data.length === 0 ? (
        <NoWalletNotice />
      ) : (
        <PaymentCreator wallets={wallets.data} />
      )}
    </section>
  );
}
