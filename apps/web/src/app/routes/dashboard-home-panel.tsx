import { DEFAULT_REVENUE_PERIOD } from '@incasso/shared/stats';
import type { Transaction } from '@incasso/shared/transactions';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProfileTimeZone } from '#features/accounts/hooks/use-profile-time-zone.ts';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { canDo, hasFeature } from '#features/accounts/session-user.ts';
import { usePaymentRequests } from '#features/payments/api/get-payment-requests.ts';
import { NoWalletNotice } from '#features/payments/components/no-wallet-notice.tsx';
import { PaymentCreator } from '#features/payments/components/payment-creator.tsx';
import { PaymentRequests } from '#features/payments/components/payment-requests.tsx';
import { UnmatchedTransfers } from '#features/payments/components/unmatched-transfers.tsx';
import { PosSummaryCard } from '#features/pos/components/pos-summary-card.tsx';
import { useRevenue } from '#features/stats/api/get-revenue.ts';
import { LatestTransactions } from '#features/stats/components/latest-transactions.tsx';
import { useLiveRevenue } from '#features/stats/hooks/use-live-revenue.ts';
import { RevenueOverview } from '#features/stats/components/revenue-overview.tsx';
import { TransactionCards } from '#features/transactions/components/transaction-cards.tsx';
import { TransactionsTable } from '#features/transactions/components/transactions-table.tsx';
import { useWallets } from '#features/wallets/api/get-wallets.ts';
import { NextStepHint } from './next-step-hint';
import { nextStep } from './next-step';

/** A table on wider screens, cards on a phone, as on the transactions page. */
function renderTransactions(transactions: Transaction[], caption: string) {
  return (
    <>
      <div className="hidden sm:block">
        <TransactionsTable transactions={transactions} caption={caption} />
      </div>
      <div className="sm:hidden">
        <TransactionCards transactions={transactions} caption={caption} />
      </div>
    </>
  );
}

/** The dashboard home below the welcome (its own chunk: see dashboard-home.tsx). */
export default function DashboardHomePanel() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const timeZone = useProfileTimeZone();
  // What the member's role may read (decision note 091): a cashier sees the creator, not the
  // merchant's figures, lists or other people's requests.
  const canReadPayments = user !== null && canDo(user, 'payments.read');
  // A cashier lists what they made today (payments.readOwnToday; the server narrows it).
  const canListRequests = user !== null && canDo(user, 'payments.read', 'payments.readOwnToday');
  const canReadStats = user !== null && canDo(user, 'stats.read');
  const wallets = useWallets();
  const requests = usePaymentRequests('all', undefined, canListRequests);
  const revenue = useRevenue(DEFAULT_REVENUE_PERIOD, canReadStats ? timeZone : undefined);
  useLiveRevenue();
  const { hash } = useLocation();
  // The palette's "new payment request" lands here: straight in the amount field.
  useEffect(() => {
    if (hash !== '#new-payment' || !wallets.data) return;
    const section = document.getElementById('new-payment');
    section?.scrollIntoView?.({ block: 'start' });
    section?.querySelector<HTMLInputElement>('input:not([readonly]):not([disabled])')?.focus();
  }, [hash, wallets.data]);

  const hasWallet = (wallets.data?.length ?? 0) > 0;
  const hasPayments = revenue.data && revenue.data.firstPaymentAt !== null;
  const step = nextStep({
    walletCount: wallets.data?.length,
    hasRequests: requests.data && requests.data.items.length > 0,
    hasPayments,
  });
  // Before the first payment there is nothing to chart or list: the next step says more.
  const showFigures = canReadStats && (hasPayments === true || revenue.isError);

  return (
    <div className="flex flex-col gap-6">
      {step && step !== 'addWallet' && canReadStats && <NextStepHint step={step} />}
      {/* On a phone the new request comes first; on a wide screen the figures lead. */}
      {showFigures && (
        <div className="order-2 lg:order-none">
          <RevenueOverview timeZone={timeZone} />
        </div>
      )}
      {showFigures && user && hasFeature(user, 'pos') && canDo(user, 'pos.sell') && (
        <div className="order-2 lg:order-none">
          <PosSummaryCard />
        </div>
      )}
      <section
        id="new-payment"
        aria-labelledby="new-payment-title"
        className="order-1 scroll-mt-20 space-y-4 lg:order-none"
      >
        <header className="space-y-1">
          <h2
            id="new-payment-title"
            className="text-lg font-semibold tracking-tight text-slate-900 dark:text-white"
          >
            {t('pages.payments')}
          </h2>
          {hasWallet && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('payments.intro')}</p>
          )}
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
        ) : hasWallet ? (
          user && canDo(user, 'payments.create') && <PaymentCreator wallets={wallets.data} />
        ) : (
          <NoWalletNotice canAdd={user !== null && canDo(user, 'wallets.write')} />
        )}
      </section>
      {hasWallet && canListRequests && (
        <div id="payment-requests" className="order-2 scroll-mt-20 lg:order-none">
          <PaymentRequests canCancel={user !== null && canDo(user, 'payments.manage')} />
        </div>
      )}
      {showFigures && user && canDo(user, 'transactions.read') && (
        <div className="order-2 lg:order-none">
          <LatestTransactions
            canSeeTransactions={hasFeature(user, 'transactions')}
            renderTransactions={renderTransactions}
          />
        </div>
      )}
      {hasWallet && canReadPayments && (
        <div className="order-2 lg:order-none">
          <UnmatchedTransfers />
        </div>
      )}
    </div>
  );
}
