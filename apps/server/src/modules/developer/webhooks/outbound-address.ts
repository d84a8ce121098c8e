import { BlockList, isIP } from 'node:net';

// Where a webhook may not go (DESIGN section 9): loopback, private, link-local (cloud metadata
// at 169.254.169.254 and fd00:ec2::254 included), carrier NAT, multicast, unspecified and
// reserved ranges. Checked on the address the connection really uses, after DNS resolution,
// so a name that resolves (or re-resolves) inside cannot slip through.
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address carried in IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 one. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? address;
}

export function isPrivateAddress(address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  if (family === 0) return true;
  return blocked.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
