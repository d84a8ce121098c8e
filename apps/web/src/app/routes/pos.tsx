import { useFiscalProfile } from '#features/accounts/api/get-fiscal-profile.ts';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { PosPage } from '#features/pos/components/pos-page.tsx';
import { SimulatePaymentButton } from '#features/payments/components/simulate-payment-button.tsx';
import { useWallets } from '#features/wallets/api/get-wallets.ts';
import { receiptShopOf } from './receipt-shop-of';

/** /dashboard/pos: the point of sale, given the wallets, the receipt's heading and the demo's payer. */
export default function PosRoute() {
  const wallets = useWallets();
  const fiscal = useFiscalProfile();
  const displayName = useSessionStore((state) => state.user?.displayName ?? null);
  return (
    <PosPage
      wallets={wallets.data}
      shop={receiptShopOf(fiscal.data, displayName)}
      saleExtra={(sale, isWaiting) => (
        <SimulatePaymentButton paymentId={sale.payment.id} isWaiting={isWaiting} />
      )}
    />
  );
}
