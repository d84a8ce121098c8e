/**
 * Keys seen lately: each is kept for `ttlMs`, and past `size` keys the oldest go first, so a
 * flood of distinct keys cannot grow it without bound.
 */
export function createRecentSet(options: { size: number; ttlMs: number }, now = Date.now) {
  const expiries = new Map<string, number>();
  return {
    has(key: string): boolean {
      const expiry = expiries.get(key);
      if (expiry === undefined) return false;
      if (expiry > now()) return true;
      expiries.delete(key);
      return false;
    },
    add(key: string): void {
      expiries.delete(key);
      expiries.set(key, now() + options.ttlMs);
      // A Map iterates in insertion order: the first key is the oldest.
      while (expiries.size > options.size) {
        const oldest = expiries.keys().next().value;
        if (oldest === undefined) break;
        expiries.delete(oldest);
      }
    },
  };
}
