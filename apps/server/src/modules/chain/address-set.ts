/**
 * The watched recipients of one chain. Node answers are lower-cased by rpc-schemas.ts, so a
 * lookup is one string hash, however many addresses are watched; checksumming (a keccak per
 * address) is left to the few transfers that match.
 */
export type AddressSet = { has(address: string): boolean; readonly size: number };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function createAddressSet(addresses: Iterable<string>): AddressSet {
  const set = new Set<string>();
  for (const address of addresses) {
    if (!ADDRESS.test(address)) throw new Error(`not an address: ${address}`);
    set.add(address.toLowerCase());
  }
  return {
    has: (address) => set.has(address.toLowerCase()),
    get size() {
      return set.size;
    },
  };
}
