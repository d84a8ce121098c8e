import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { InvoicesPage } from '#features/invoices/components/invoices-page.tsx';
import { useWallets } from '#features/wallets/api/get-wallets.ts';

/** /dashboard/invoicing: invoices, given the merchant's wallets their pay links pay into. */
export default function InvoicingRoute() {
  const wallets = useWallets();
  if (wallets.isPending) return <SectionLoader />;
  if (wallets.isError) return <SectionLoadError onRetry={() => void wallets.refetch()} />;
  return <InvoicesPage wallets={wallets.data} />;
}
