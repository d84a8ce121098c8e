import type { WatchEntry, WatchList } from '#server/modules/payments/payments.module.ts';
import { createAddressSet, type AddressSet } from './address-set.ts';

/** Where the watched addresses come from: the payments module's watch list (decision note 087). */
export interface WatchSource {
  full(now: Date): Promise<WatchList>;
  changes(since: Date, also: readonly string[], now: Date): Promise<WatchList>;
}

/**
 * How far before the last read's time changes are read again: a change is stamped when its
 * row is written and seen once its transaction commits, so on PostgreSQL one written before
 * the last read but committed after it is caught by the next (longer than any transaction of
 * the app). PGlite runs one transaction at a time, so nothing commits behind a read there.
 */
export const changeOverlapMs = (database: 'pglite' | 'postgres') =>
  database === 'postgres' ? 60_000 : 0;

/**
 * The addresses one chain's watcher filters transfers with. A new request's address is added
 * the moment the request is stored (`add`, from the payments module, in this process or over
 * PostgreSQL NOTIFY), so a payer who pays at once is never missed. `reload` reads them all (a
 * watcher starting, or taking a chain over); `refresh` reads only the addresses whose requests
 * changed since the last read, and those whose monitoring has ended since, so its cost follows
 * the changes, not the open requests. Both change the set in place.
 */
export type WatchedAddresses = AddressSet & {
  add(address: string): void;
  refresh(): Promise<void>;
  reload(): Promise<void>;
};

export function createWatchedAddresses(
  source: WatchSource,
  options: { overlapMs: number; now?: () => Date },
): WatchedAddresses {
  const now = options.now ?? (() => new Date());
  const { overlapMs } = options;
  const set = createAddressSet();
  // Addresses watched only for an ended request's late payment, by lower case: the stored
  // address (to ask about it again) and when its monitoring ends.
  const ending = new Map<string, { address: string; until: number }>();
  let cursor: Date | undefined;
  // Addresses added while a refresh reads the database: its answer may predate them.
  let addedDuringRefresh: Set<string> | undefined;
  let running: Promise<void> | undefined;
  let queued: { promise: Promise<void>; full: boolean } | undefined;

  function apply(entry: WatchEntry, addedMeanwhile: Set<string>) {
    const key = entry.address.toLowerCase();
    if (entry.open) {
      set.add(key);
      ending.delete(key);
    } else if (entry.until) {
      set.add(key);
      ending.set(key, { address: entry.address, until: entry.until.getTime() });
    } else if (!addedMeanwhile.has(key)) {
      set.delete(key);
      ending.delete(key);
    }
  }

  async function read(full: boolean) {
    const addedMeanwhile = new Set<string>();
    addedDuringRefresh = addedMeanwhile;
    try {
      const at = now();
      if (full || !cursor) {
        const list = await source.full(at);
        const wanted = new Set(list.entries.map((entry) => entry.address.toLowerCase()));
        ending.clear();
        for (const entry of list.entries) apply(entry, addedMeanwhile);
        for (const address of [...set.values()]) {
          if (!wanted.has(address) && !addedMeanwhile.has(address)) set.delete(address);
        }
        cursor = list.at;
        return;
      }
      const ended = [...ending.values()].filter((entry) => entry.until <= at.getTime());
      const list = await source.changes(
        new Date(cursor.getTime() - overlapMs),
        ended.map((entry) => entry.address),
        at,
      );
      for (const entry of list.entries) apply(entry, addedMeanwhile);
      cursor = list.at;
    } finally {
      addedDuringRefresh = undefined;
    }
  }

  // One read at a time (two overlapping ones could each drop what the other just learnt), and a
  // call during a read gets a new one after it: the running one may predate its reason.
  function schedule(full: boolean): Promise<void> {
    const start = (whole: boolean) => {
      running = read(whole).finally(() => {
        running = undefined;
      });
      return running;
    };
    if (!running) return start(full);
    if (queued) {
      queued.full ||= full;
      return queued.promise;
    }
    const next: { promise: Promise<void>; full: boolean } = { promise: Promise.resolve(), full };
    next.promise = running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start(next.full);
      });
    queued = next;
    return next.promise;
  }

  return {
    has: (address) => set.has(address),
    get size() {
      return set.size;
    },
    add(address) {
      set.add(address);
      const key = address.toLowerCase();
      ending.delete(key);
      addedDuringRefresh?.add(key);
    },
    refresh: () => schedule(false),
    reload: () => schedule(true),
  };
}
