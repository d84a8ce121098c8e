export type UrlHealth = { url: string; failures: number; retryAt: number };

/**
 * Indexes of the URLs in the order to try them: those not cooling down in configured order
 * (the first healthy one wins), then those cooling down, the soonest ready first, so that a
 * request still goes out when every URL has failed recently.
 */
export function orderByHealth(health: readonly UrlHealth[], now: number): number[] {
  const indexes = health.map((_, index) => index);
  const ready = indexes.filter((i) => (health[i]?.retryAt ?? 0) <= now);
  const cooling = indexes
    .filter((i) => (health[i]?.retryAt ?? 0) > now)
    .sort((a, b) => (health[a]?.retryAt ?? 0) - (health[b]?.retryAt ?? 0));
  return [...ready, ...cooling];
}
