/** '0x3f3f3f3f…3f3f3f': a transaction hash short enough for a table cell. */
export function shortHash(hash: string): string {
  return hash.length <= 20 ? hash : `${hash.slice(0, 10)}…${hash.slice(-6)}`;
}
