import { PaymentToleranceForm } from '../../features/payment-settings/components/payment-tolerance-form';
import { WalletsSettings } from '../../features/wallets/components/wallets-settings';

/** /dashboard/settings/wallets: the receiving wallets, then the payment tolerance. */
export default function SettingsWalletsRoute() {
  return (
    <div className="space-y-6">
      <WalletsSettings />
      <PaymentToleranceForm />
    </div>
  );
}
