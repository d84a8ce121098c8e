/**
 * The watched recipients of one chain. Node answers are lower-cased by rpc-schemas.ts, so a
 * lookup is one string hash, however many addresses are watched; checksumming (a keccak per
 * address) is left to the few transfers that match.
 */
export type AddressSet = { has(address: string): boolean; readonly size: number };

/** Updated in place as requests open and close: rebuilding 100,000 entries costs ~0.3 s. */
export type MutableAddressSet = AddressSet & {
  add(address: string): void;
  delete(address: string): void;
  /** The addresses, lower-case: lets a refresh from the database drop the ones gone. */
  values(): Iterable<string>;
};

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function normalize(address: string): string {
  if (!ADDRESS.test(address)) throw new Error(`not an address: ${address}`);
  return address.toLowerCase();
}

export function createAddressSet(addresses: Iterable<string> = []): MutableAddressSet {
  const set = new Set<string>();
  for (const address of addresses) set.add(normalize(address));
  return {
    has: (address) => set.has(address.toLowerCase()),
    get size() {
      return set.size;
    },
    add: (address) => void set.add(normalize(address)),
    delete: (address) => void set.delete(normalize(address)),
    values: () => set.values(),
  };
}
