import { WalletsSettings } from '../../features/wallets/components/wallets-settings';

/** /dashboard/settings/wallets. */
export default function SettingsWalletsRoute() {
  return <WalletsSettings />;
}
