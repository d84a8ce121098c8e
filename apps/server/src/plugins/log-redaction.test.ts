import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

const token43 = 'AfT8wTC-MxRDl00CjUd-RhYnrP8GOj82GuMFGx0aQ3E';

describe('redactUrl', () => {
  it.each([
    [`/verify-email?token=${token43}`, '/verify-email?token=[redacted]'],
    ['/reset-password?token=short&lang=it', '/reset-password?token=[redacted]&lang=it'],
    [`/api/x?apiKey=inc_${token43}&page=2`, '/api/x?apiKey=[redacted]&page=2'],
    [`/api/x?q=inc_${token43}`, '/api/x?q=[redacted]'],
    [`/api/x?${token43}`, '/api/x?[redacted]'],
    ['/pos/display/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/pos/display/[redacted]'],
    ['/api/x?Session%5Fid=abc', '/api/x?Session%5Fid=[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('keeps public ids, hashes and ordinary queries', () => {
    const url =
      '/api/payments/0b6f3c1e-8a1d-4f7e-9a51-3c2d1e0f9a8b?q=0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060&status=open&token=';
    expect(redactUrl(url)).toBe(url);
  });
});
