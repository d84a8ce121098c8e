import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { PaymentLinksPage } from '#features/payment-links/components/payment-links-page.tsx';
import { useWallets } from '#features/wallets/api/get-wallets.ts';

/** /dashboard/links: payment links and buttons, given the merchant's wallets to be paid on. */
export default function PaymentLinksRoute() {
  const wallets = useWallets();
  if (wallets.isPending) return <SectionLoader />;
  if (wallets.isError) return <SectionLoadError onRetry={() => void wallets.refetch()} />;
  return <PaymentLinksPage wallets={wallets.data} />;
}
