import { PosPage } from '#features/pos/components/pos-page.tsx';
import { SimulatePaymentButton } from '#features/payments/components/simulate-payment-button.tsx';
import { useWallets } from '#features/wallets/api/get-wallets.ts';

/** /dashboard/pos: the point of sale, given the wallets to charge on and the demo's payer. */
export default function PosRoute() {
  const wallets = useWallets();
  return (
    <PosPage
      wallets={wallets.data}
      saleExtra={(sale, isWaiting) => (
        <SimulatePaymentButton paymentId={sale.payment.id} isWaiting={isWaiting} />
      )}
    />
  );
}
