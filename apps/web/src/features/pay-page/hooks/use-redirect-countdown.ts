import { useEffect, useState } from 'react';

/** Seconds before a paid request sends the payer back to the shop. */
export const REDIRECT_DELAY_S = 5;

/**
 * Counts down from REDIRECT_DELAY_S while `url` is set, then calls `go(url)`. Returns the
 * seconds left (null when there is nowhere to go).
 */
export function useRedirectCountdown(url: string | null, go: (url: string) => void) {
  const [left, setLeft] = useState(REDIRECT_DELAY_S);

  useEffect(() => {
    if (!url) return;
    if (left <= 0) {
      go(url);
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [url, left, go]);

  return url ? left : null;
}
