import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Eip1193Provider } from './send-transfer';

/** A wallet the browser offers: announced by EIP-6963, or the legacy `window.ethereum`. */
export interface InjectedWallet {
  id: string;
  /** The wallet's own name (EIP-6963); null for a bare `window.ethereum`. */
  name: string | null;
  provider: Eip1193Provider;
}

interface AnnounceDetail {
  info?: { uuid?: unknown; name?: unknown };
  provider?: Eip1193Provider;
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function';

/** `window.ethereum`, which some wallets set late and announce with `ethereum#initialized`. */
function subscribeLegacy(onChange: () => void) {
  window.addEventListener('ethereum#initialized', onChange);
  return () => window.removeEventListener('ethereum#initialized', onChange);
}
const legacySnapshot = (): unknown => (window as { ethereum?: unknown }).ethereum;
// The server has no wallet: hydration starts from none, then the browser's snapshot.
const serverSnapshot = (): unknown => undefined;

/**
 * The browser wallets on this page, found after hydration (the server cannot know them):
 * EIP-6963 announcements first, `window.ethereum` when no wallet announces itself.
 */
export function useInjectedWallets(): InjectedWallet[] {
  const [announced, setAnnounced] = useState<InjectedWallet[]>([]);
  const ethereum = useSyncExternalStore(subscribeLegacy, legacySnapshot, serverSnapshot);
  const legacy = useMemo<InjectedWallet | null>(
    () => (isProvider(ethereum) ? { id: 'window.ethereum', name: null, provider: ethereum } : null),
    [ethereum],
  );

  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const detail = (event as CustomEvent<AnnounceDetail>).detail;
      const { info, provider } = detail ?? {};
      if (!isProvider(provider) || typeof info?.uuid !== 'string') return;
      const id = info.uuid;
      const name = typeof info.name === 'string' ? info.name.slice(0, 60) : null;
      setAnnounced((known) =>
        known.some((wallet) => wallet.id === id) ? known : [...known, { id, name, provider }],
      );
    };
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    return () => window.removeEventListener('eip6963:announceProvider', onAnnounce);
  }, []);

  if (announced.length > 0) return announced;
  return legacy ? [legacy] : [];
}
