import { describe, expect, it } from 'vitest';
import { addressPolicy, isGlobalUnicast } from './outbound-address.ts';

// Issue 18 §5: every address that is not global unicast, per the IANA special-purpose address
// registries, is refused, in whichever form it is written.
describe('global unicast', () => {
  it.each([
    ['0.1.2.3', '"this network"'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['127.0.0.2', 'loopback'],
    ['169.254.169.254', 'link-local metadata'],
    ['172.31.0.1', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.7', 'documentation'],
    ['224.0.0.251', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:a00:1', 'IPv4-mapped private, in hex'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback'],
    ['::7f00:1', 'IPv4-compatible (deprecated)'],
    ['::ffff:0:a00:1', 'IPv4-translated'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::192.168.0.1', 'NAT64 of a private address, dotted'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:a00:1::1', '6to4 of a private address'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:6440:1::1', '6to4 of carrier-grade NAT'],
    ['2001::1', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['100::1', 'discard-only'],
    ['5f00::1', 'SRv6 SIDs'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'unique local (cloud metadata)'],
    ['fe80::1', 'link-local'],
    ['fec0::1', 'site-local (deprecated)'],
    ['ff02::1', 'multicast'],
    ['not-an-address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isGlobalUnicast(address)).toBe(false);
    expect(addressPolicy(false)(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.1',
    '198.20.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2606:4700::1111',
    '2a00:1450:4001:81c::200e',
  ])('allows %s', (address) => {
    expect(isGlobalUnicast(address)).toBe(true);
  });

  it('allows any address where the operator allows private targets', () => {
    expect(addressPolicy(true)('10.0.0.1')).toBe(true);
  });
});
