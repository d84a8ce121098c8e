import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NoWalletNotice } from '#features/payments/components/no-wallet-notice.tsx';
import { PaymentCreator } from '#features/payments/components/payment-creator.tsx';
import { PaymentRequests } from '#features/payments/components/payment-requests.tsx';
import { UnmatchedTransfers } from '#features/payments/components/unmatched-transfers.tsx';
import { useWallets } from '#features/wallets/api/get-wallets.ts';

/** The payment creator, or the way to add a first wallet (its own chunk: see payments.tsx). */
export default function PaymentsPanel() {
  const { t } = useTranslation();
  const wallets = useWallets();
  if (wallets.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t('wallets.loading')}
      </p>
    );
  }
  if (wallets.isError) {
    return (
      <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
        {t('wallets.errors.loadFailed')}
      </p>
    );
  }
  if (wallets.data.length === 0) return <NoWalletNotice />;
  return (
    <div className="space-y-6">
      <PaymentCreator wallets={wallets.data} />
      <PaymentRequests />
      <UnmatchedTransfers />
    </div>
  );
}
