import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { RecurringPage } from '#features/recurring/components/recurring-page.tsx';
import { useWallets } from '#features/wallets/api/get-wallets.ts';

/** /dashboard/subscriptions: recurring payments, given the merchant's wallets to bill on. */
export default function SubscriptionsRoute() {
  const wallets = useWallets();
  if (wallets.isPending) return <SectionLoader />;
  if (wallets.isError) return <SectionLoadError onRetry={() => void wallets.refetch()} />;
  return <RecurringPage wallets={wallets.data} />;
}
