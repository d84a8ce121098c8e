// Small expiring cache over localStorage (SPEC sections 3 and 9). Entries are stored as
// `{ value, expiry }`; `expiry` is a timestamp in ms, or null for "never expires". Failures are
// logged in Italian and never reach the user: a cache is a convenience, not a source of truth.

export const CACHE_KEYS = { userProfile: 'user_profile' } as const;

interface CacheEntry {
  value: unknown;
  expiry: number | null;
}

function isCacheEntry(data: unknown): data is CacheEntry {
  if (typeof data !== 'object' || data === null || !('value' in data)) return false;
  const expiry: unknown = (data as { expiry?: unknown }).expiry;
  return expiry === null || expiry === undefined || typeof expiry === 'number';
}

export function setCache(key: string, value: unknown, lifetimeMs?: number): void {
  const entry: CacheEntry = {
    value,
    expiry: lifetimeMs === undefined ? null : Date.now() + lifetimeMs,
  };
  try {
    localStorage.setItem(key, JSON.stringify(entry));
  } catch (error) {
    console.error(`Impossibile salvare "${key}" nella cache locale:`, error);
  }
}

/** The cached value, or null when missing, expired (the entry is then removed) or unreadable. */
export function getCache(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const entry: unknown = JSON.parse(raw);
    if (!isCacheEntry(entry)) return null;
    if (typeof entry.expiry === 'number' && Date.now() > entry.expiry) {
      localStorage.removeItem(key);
      return null;
    }
    return entry.value;
  } catch (error) {
    console.error(`Impossibile leggere "${key}" dalla cache locale:`, error);
    return null;
  }
}

export function removeCache(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch (error) {
    console.error(`Impossibile rimuovere "${key}" dalla cache locale:`, error);
  }
}
