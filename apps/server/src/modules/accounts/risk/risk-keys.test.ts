import { describe, expect, it } from 'vitest';
import { deviceFingerprint, ipNetwork } from './risk-keys.ts';

const CHROME_124 = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'sec-ch-ua': '"Chromium";v="124", "Google Chrome";v="124", "Not-A.Brand";v="99"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Windows"',
};
const CHROME_125 = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  'sec-ch-ua': '"Google Chrome";v="125", "Chromium";v="125", "Not.A/Brand";v="24"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Windows"',
};
const FIREFOX_LINUX = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0',
};
const IPHONE_SAFARI = {
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('deviceFingerprint', () => {
  it('is a SHA-256 hex digest, stable for the same browser', () => {
    expect(deviceFingerprint(CHROME_124)).toMatch(/^[0-9a-f]{64}$/);
    expect(deviceFingerprint({ ...CHROME_124 })).toBe(deviceFingerprint(CHROME_124));
  });

  it('survives a browser update (versions, brand order and GREASE brand change)', () => {
    expect(deviceFingerprint(CHROME_125)).toBe(deviceFingerprint(CHROME_124));
  });

  it('tells apart browsers, operating systems and kinds of device', () => {
    const prints = new Set(
      [CHROME_124, FIREFOX_LINUX, IPHONE_SAFARI, { ...CHROME_124, 'sec-ch-ua-mobile': '?1' }].map(
        deviceFingerprint,
      ),
    );
    expect(prints.size).toBe(4);
  });

  it('tells apart platforms that only the client hints reveal', () => {
    const macOs = { ...CHROME_124, 'sec-ch-ua-platform': '"macOS"' };
    expect(deviceFingerprint(macOs)).not.toBe(deviceFingerprint(CHROME_124));
  });

  it('copes with missing and repeated headers', () => {
    expect(deviceFingerprint({})).toMatch(/^[0-9a-f]{64}$/);
    expect(deviceFingerprint({ 'user-agent': ['a', 'b'] })).toBe(
      deviceFingerprint({ 'user-agent': 'a,b' }),
    );
  });
});

describe('ipNetwork', () => {
  it('keeps the /24 of an IPv4 address', () => {
    expect(ipNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(ipNetwork('203.0.113.250')).toBe(ipNetwork('203.0.113.7'));
    expect(ipNetwork('203.0.114.7')).not.toBe(ipNetwork('203.0.113.7'));
  });

  it('reads IPv4-mapped IPv6 as IPv4, in dotted or hex form', () => {
    expect(ipNetwork('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    expect(ipNetwork('::FFFF:cb00:7107')).toBe('203.0.113.0/24');
  });

  it('keeps the /48 of an IPv6 address, compressed or not', () => {
    expect(ipNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(ipNetwork('2001:0db8:abcd:0012:0000:0000:0000:0001')).toBe('2001:db8:abcd::/48');
    expect(ipNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(ipNetwork('::1')).toBe('0:0:0::/48');
    expect(ipNetwork('fe80::1%eth0')).toBe('fe80:0:0::/48');
  });

  it('returns null for what is not an IP address', () => {
    for (const value of ['', 'localhost', '203.0.113', '2001:db8::1::2', '999.1.1.1']) {
      expect(ipNetwork(value)).toBeNull();
    }
  });
});
