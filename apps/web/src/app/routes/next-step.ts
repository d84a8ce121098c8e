/** The one thing a new merchant should do next on the dashboard home; null once paid. */
export type NextStep = 'addWallet' | 'createRequest' | 'shareLink';

/** Undefined while unknown: no step is guessed from half the facts. */
interface Progress {
  walletCount: number | undefined;
  hasRequests: boolean | undefined;
  hasPayments: boolean | undefined;
}

export function nextStep({ walletCount, hasRequests, hasPayments }: Progress): NextStep | null {
  if (hasPayments !== false || walletCount === undefined) return null;
  if (walletCount === 0) return 'addWallet';
  if (hasRequests === undefined) return null;
  return hasRequests ? 'shareLink' : 'createRequest';
}
