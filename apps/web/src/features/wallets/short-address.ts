/** '0x1234…abcd': enough to recognise an address, short enough for a row on a phone. */
export function shortAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
