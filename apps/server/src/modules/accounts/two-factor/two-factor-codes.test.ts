import { describe, expect, it } from 'vitest';
import {
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  RecoveryCodeSchema,
} from '@incasso/shared/accounts/two-factor';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { matchingStep, newTotpSecret, otpauthUrl, totpCode } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is ASCII '12345678901234567890'; at T = 59 s the
// 8-digit code is 94287082, so the 6-digit one is 287082 (step 1).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches the RFC 6238 test vector and reports its step', () => {
    const at59 = new Date(59_000);
    expect(totpCode(RFC_SECRET, at59)).toBe('287082');
    expect(matchingStep(RFC_SECRET, '287082', at59)).toBe(1);
  });

  it('accepts the code of the previous and next step, not two steps away', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-05-01T12:00:10Z');
    const step = Math.floor(now.getTime() / 30_000);
    const at = (offset: number) => new Date(now.getTime() + offset * 30_000);
    expect(matchingStep(secret, totpCode(secret, at(-1)), now)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, at(1)), now)).toBe(step + 1);
    expect(matchingStep(secret, totpCode(secret, at(-2)), now)).toBeNull();
    expect(matchingStep(secret, totpCode(secret, at(2)), now)).toBeNull();
  });

  it('writes an otpauth URL apps understand: issuer, account, SHA1, 6 digits, 30 s', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Incasso:ada@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Incasso',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes in the shared format', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(RecoveryCodeSchema.safeParse(code).success).toBe(true);
  });

  it('reads a code however it is typed, and hashes equal codes equally', () => {
    const [code = ''] = newRecoveryCodes();
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;
    expect(normalizeRecoveryCode(typed)).toBe(code.replaceAll('-', ''));
    expect(hashRecoveryCode(normalizeRecoveryCode(typed) ?? '')).toBe(
      hashRecoveryCode(normalizeRecoveryCode(code) ?? ''),
    );
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('abcd-efgh-ijkl-mno0')).toBeNull();
  });
});
