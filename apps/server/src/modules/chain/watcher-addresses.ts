import { createAddressSet, type AddressSet } from './address-set.ts';

/**
 * The addresses one chain's watcher filters transfers with. A new request's address is added
 * the moment the request is stored (`add`, from the payments module, in this process or over
 * PostgreSQL NOTIFY), so a payer who pays at once is never missed. `refresh` brings the set in
 * line with the database now and then: it drops addresses no request waits on any more and
 * adds any whose notice was lost. Both change the set in place; rebuilding 100,000 entries
 * costs ~0.3 s.
 */
export type WatchedAddresses = AddressSet & {
  add(address: string): void;
  refresh(): Promise<void>;
};

export function createWatchedAddresses(load: () => Promise<readonly string[]>): WatchedAddresses {
  const set = createAddressSet();
  // Addresses added while a refresh reads the database: its answer may predate them.
  let addedDuringRefresh: Set<string> | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  async function refreshOnce() {
    const addedMeanwhile = new Set<string>();
    addedDuringRefresh = addedMeanwhile;
    try {
      const wanted = new Set((await load()).map((address) => address.toLowerCase()));
      for (const address of wanted) set.add(address);
      for (const address of [...set.values()]) {
        if (!wanted.has(address) && !addedMeanwhile.has(address)) set.delete(address);
      }
    } finally {
      addedDuringRefresh = undefined;
    }
  }

  return {
    has: (address) => set.has(address),
    get size() {
      return set.size;
    },
    add(address) {
      set.add(address);
      addedDuringRefresh?.add(address.toLowerCase());
    },
    refresh() {
      // One at a time (two overlapping ones could each drop what the other just learnt), and a
      // call during a refresh gets a new one after it: the running one may predate its reason.
      const start = () => {
        running = refreshOnce().finally(() => {
          running = undefined;
        });
        return running;
      };
      if (!running) return start();
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return start();
        });
      return queued;
    },
  };
}
