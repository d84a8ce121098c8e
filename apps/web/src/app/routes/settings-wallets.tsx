import { PaymentToleranceForm } from '#features/payments/components/payment-tolerance-form.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { WalletsSettings } from '#features/wallets/components/wallets-settings.tsx';

/** /dashboard/settings/wallets: the receiving wallets, then the payment tolerance. */
export default function SettingsWalletsRoute() {
  const accountId = useSessionStore((state) => state.user?.id ?? '');
  return (
    <div className="space-y-6">
      <WalletsSettings accountId={accountId} />
      <PaymentToleranceForm />
    </div>
  );
}
