import { BlockList, isIP } from 'node:net';

// Where a webhook may go (DESIGN section 9, issue 18): global unicast addresses only, as the
// IANA special-purpose address registries tell them. Checked on the address the connection
// really uses, after DNS resolution and after every redirect, so a name that resolves (or
// re-resolves) inside cannot slip through.

// IPv4 blocks that are not globally reachable: "this network", private, carrier-grade NAT,
// loopback, link-local (cloud metadata at 169.254.169.254), IETF protocol assignments, the
// three documentation networks, the retired 6to4 relay anycast, benchmarking, multicast,
// reserved and broadcast.
const notGlobalV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notGlobalV4.addSubnet(network, prefix, 'ipv4');
}

// Inside IPv6 global unicast (2000::/3): IETF protocol assignments (Teredo among them), the
// documentation prefixes. Everything outside 2000::/3 (loopback, unspecified, unique local,
// link-local, multicast, discard, SRv6, the deprecated site-local and IPv4-compatible forms,
// local-use NAT64) is not global unicast at all.
const notGlobalV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
] as const) {
  notGlobalV6.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (one `isIP` accepts), a trailing dotted quad included. */
function ipv6Bytes(address: string): number[] {
  const plain = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  const hexPart = dotted ? plain.slice(0, -dotted.length) + '0:0' : plain;
  const [head = '', tail] = hexPart.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const missing = 8 - groups(head).length - (tail === undefined ? 0 : groups(tail).length);
  const words = [...groups(head), ...Array<string>(tail === undefined ? 0 : missing).fill('0')];
  if (tail !== undefined) words.push(...groups(tail));
  const bytes = words.flatMap((word) => {
    const value = parseInt(word, 16);
    return [value >> 8, value & 0xff];
  });
  if (dotted) bytes.splice(12, 4, ...dotted.split('.').map(Number));
  return bytes;
}

const ipv4Of = (bytes: number[]) => bytes.join('.');
const startsWith = (bytes: number[], prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

function isGlobalV4(address: string): boolean {
  return !notGlobalV4.check(address, 'ipv4');
}

/** Whether a connection to this address reaches the public internet and nothing else. */
export function isGlobalUnicast(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isGlobalV4(address);
  if (family !== 6) return false;
  const bytes = ipv6Bytes(address);
  // IPv4 carried in IPv6 is judged as that IPv4 address: mapped (::ffff:a.b.c.d), NAT64's
  // well-known prefix (64:ff9b::/96), 6to4 (2002:aabb:ccdd::/48).
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) {
    return isGlobalV4(ipv4Of(bytes.slice(12)));
  }
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) {
    return isGlobalV4(ipv4Of(bytes.slice(12)));
  }
  if (startsWith(bytes, [0x20, 0x02])) return isGlobalV4(ipv4Of(bytes.slice(2, 6)));
  if (((bytes[0] ?? 0) & 0xe0) !== 0x20) return false;
  return !notGlobalV6.check(address, 'ipv6');
}

/** Which addresses webhooks may connect to: global unicast, or any where the operator says. */
export type AddressPolicy = (address: string) => boolean;

export function addressPolicy(allowPrivate: boolean): AddressPolicy {
  return allowPrivate ? () => true : isGlobalUnicast;
}
