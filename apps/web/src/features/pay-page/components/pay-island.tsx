import type { PaymentSocket } from '#lib/use-live-status.ts';
import { getPublicSocket } from '../api/public-socket';
import { PayI18nProvider } from '../i18n/pay-i18n';
import type { PayIslandData } from '../lib/island-data';
import { PayCard } from './pay-card';

const leaveFor = (url: string) => window.location.assign(url);

export interface PayIslandProps {
  data: PayIslandData;
  /** The public socket; tests pass one to their own server. */
  connect?: () => PaymentSocket;
  navigate?: (url: string) => void;
}

/**
 * The interactive part of the pay page: rendered on the server into the page, then hydrated in
 * the browser from the same data (decision note 038).
 */
export function PayIsland({
  data,
  connect = getPublicSocket,
  navigate = leaveFor,
}: PayIslandProps) {
  return (
    <PayI18nProvider language={data.language} texts={data.texts}>
      <PayCard
        initial={data.payment}
        drawnQrs={data.qrSvgs}
        connect={connect}
        navigate={navigate}
      />
    </PayI18nProvider>
  );
}
