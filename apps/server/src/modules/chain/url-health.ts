export type UrlHealth = {
  url: string;
  failures: number;
  retryAt: number;
  /** The node's head at the last comparison of heads; null before one. */
  head: number | null;
};

/** Blocks a URL may trail the freshest one before it is taken for stale (a node's normal jitter). */
export const STALE_AFTER_BLOCKS = 3;

/** Whether `h` trails the freshest head known by more than `STALE_AFTER_BLOCKS`. */
export function isStale(h: UrlHealth, best: number | null): boolean {
  return best !== null && h.head !== null && best - h.head > STALE_AFTER_BLOCKS;
}

/**
 * Indexes of the URLs in the order to try them: healthy and fresh ones in configured order (the
 * first wins), then healthy ones whose head trails the freshest, the freshest first, then those
 * cooling down, the soonest ready first, so that a request still goes out when every URL has
 * failed recently.
 */
export function orderByHealth(health: readonly UrlHealth[], now: number): number[] {
  const indexes = health.map((_, index) => index);
  const at = (i: number) => health[i] ?? { url: '', failures: 0, retryAt: 0, head: null };
  const ready = indexes.filter((i) => at(i).retryAt <= now);
  const best = Math.max(...ready.map((i) => at(i).head ?? -1));
  const freshest = best < 0 ? null : best;
  const fresh = ready.filter((i) => !isStale(at(i), freshest));
  const stale = ready
    .filter((i) => isStale(at(i), freshest))
    .sort((a, b) => (at(b).head ?? 0) - (at(a).head ?? 0));
  const cooling = indexes
    .filter((i) => at(i).retryAt > now)
    .sort((a, b) => at(a).retryAt - at(b).retryAt);
  return [...fresh, ...stale, ...cooling];
}
