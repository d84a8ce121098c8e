import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

// The keys login attempts are stored and compared under: a device fingerprint and an IP
// network. Both are deliberately coarse: the point is "has this account been used from here
// before", and a key that changed with every browser update or DHCP lease would make every
// login look new.

type Headers = Readonly<Record<string, string | string[] | undefined>>;

function header(headers: Headers, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
}

// Version numbers change monthly (Chrome, Firefox) while the browser, the operating system and
// the kind of device do not: 'Chrome/124.0.0.0 ... Windows NT 10.0' keeps 'Chrome/# ... NT #'.
function userAgentFamily(userAgent: string): string {
  return userAgent.replace(/\d+(?:[._]\d+)*/g, '#');
}

// 'sec-ch-ua: "Chromium";v="124", "Google Chrome";v="124", "Not-A.Brand";v="99"' → the real
// brand names, sorted, without their versions and without the GREASE brand, whose spelling
// Chrome varies on purpose.
function clientHintBrands(secChUa: string): string {
  const brands = [...secChUa.matchAll(/"([^"]*)"\s*;\s*v="[^"]*"/g)].map((match) => match[1] ?? '');
  return brands
    .filter((brand) => !/^not[^a-z]*a[^a-z]*brand$/i.test(brand))
    .sort()
    .join(',');
}

/**
 * SHA-256 (hex) of the user agent's family and the low-entropy client hints (brands, mobile,
 * platform) that Chromium sends on every request over HTTPS.
 */
export function deviceFingerprint(headers: Headers): string {
  const parts = [
    userAgentFamily(header(headers, 'user-agent')),
    clientHintBrands(header(headers, 'sec-ch-ua')),
    header(headers, 'sec-ch-ua-mobile'),
    header(headers, 'sec-ch-ua-platform').replaceAll('"', ''),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function ipv4Network(address: string): string {
  const [a, b, c] = address.split('.');
  return `${a}.${b}.${c}.0/24`;
}

/** The eight 16-bit groups of a valid IPv6 address, '::' and a trailing IPv4 expanded. */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const [head = '', tail] = address.split('::');
  const headGroups = toGroups(head);
  const tailGroups = tail === undefined ? [] : toGroups(tail);
  const zeros = new Array<number>(8 - headGroups.length - tailGroups.length).fill(0);
  return [...headGroups, ...zeros, ...tailGroups];
}

/**
 * The network an address belongs to, as a CIDR: /24 for IPv4 (a home or office line), /48 for
 * IPv6 (the usual site allocation; a single ISP customer's prefix can change within it).
 * IPv4-mapped IPv6 ('::ffff:203.0.113.7', what a dual-stack socket reports) counts as IPv4.
 * Null for anything that is not an IP address.
 */
export function ipNetwork(ip: string): string | null {
  const address = ip.trim().replace(/%.*$/, '');
  if (isIPv4(address)) return ipv4Network(address);
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return ipv4Network([high >> 8, high & 0xff, low >> 8, low & 0xff].join('.'));
  }
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}
